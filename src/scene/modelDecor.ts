import {
  BoxGeometry,
  type BufferGeometry,
  CatmullRomCurve3,
  ConeGeometry,
  CylinderGeometry,
  LatheGeometry,
  PlaneGeometry,
  SphereGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
} from 'three';
import { ISLAND_HEIGHT_CM } from '../physics/boardSpec';
import { CAPTAIN_HALF_WIDTH_CM, CAPTAIN_HEIGHT_CM } from '../physics/captainSpec';
import { KRAKEN_HEAD_CENTRE, KRAKEN_HEAD_RADIUS_CM, KRAKEN_TENTACLE_RADIUS_CM } from '../physics/krakenSpec';
import { DECK_TOP_CM, SHIP_HALF_BEAM_CM, STERN_FRONT_X_CM } from '../physics/shipSpec';
import {
  TOWER_RADIUS_CM,
  TOWER_SHAFT_HEIGHT_CM,
  TOWER_TOP_RADIUS_CM,
  TOWER_TOP_THICKNESS_CM,
} from '../physics/towerSpec';
import type { ModelName } from './modelParts';

/**
 * What a model shows beyond its colliders (the wooden game's look): never collides, so the
 * differences are listed in docs/volley.md. Material names are what PieceModel repaints ('sail').
 */
export interface DecorMesh {
  name: string;
  geometry: BufferGeometry;
  material: { name: string; colour: string; roughness: number; doubleSided?: boolean };
}

/** How a model is drawn: its collider meshes (or, for the pawn, a turned shape of the same extent) and decor. */
export interface ModelLook {
  /** Draw the collider parts as they are (else `body` stands in for them, with the same bounds). */
  body: DecorMesh[] | null;
  decor: DecorMesh[];
}

const WOOD_DARK = { name: 'trim', colour: '#3e2612', roughness: 0.8 };
const CANVAS = { name: 'sail', colour: '#f3ead2', roughness: 0.9, doubleSided: true };
const KRAKEN_SKIN = { name: 'skin', colour: '#7e3f99', roughness: 0.6 };
const SUCKER = { name: 'sucker', colour: '#e6b8e8', roughness: 0.6 };
const EYE = { name: 'eye', colour: '#fff6d8', roughness: 0.4 };
const PUPIL = { name: 'pupil', colour: '#111111', roughness: 0.3 };
const STONE = { name: 'stone', colour: '#a29b8f', roughness: 0.95 };
const SLIT = { name: 'slit', colour: '#26211b', roughness: 0.95 };
const PAWN = { name: 'captain', colour: '#f2e6c9', roughness: 0.55 };

const moved = (geometry: BufferGeometry, x: number, y: number, z: number) => geometry.translate(x, y, z);

/** Where the mast stands: just before the stern castle, on the centre line (ship-local, cm). */
export const MAST_X_CM = STERN_FRONT_X_CM + 0.15;
/** Top of the mast, cm. */
export const MAST_TOP_CM = 4.9;

/** Ship: a mast and yard carrying a square sail in the player's colour and pattern, and a pennant. */
function shipDecor(): DecorMesh[] {
  // small and high enough that the captain and the lever's cup stay in sight from behind
  const sailBottom = 2.9;
  const sailTop = 4.5;
  const sailWidth = 2 * SHIP_HALF_BEAM_CM * 0.62;
  // a sail bellied forward: a plane bent along its width, facing +x
  const sail = new PlaneGeometry(sailWidth, sailTop - sailBottom, 6, 3);
  const position = sail.getAttribute('position');
  for (let i = 0; i < position.count; i++) {
    const across = position.getX(i) / (sailWidth / 2);
    const up = position.getY(i) / ((sailTop - sailBottom) / 2);
    position.setZ(i, 0.35 * (1 - across * across) * (0.75 + 0.25 * (1 - up * up)));
  }
  sail.computeVertexNormals();
  sail.rotateY(Math.PI / 2); // plane's +z (its belly) turns to +x, its width along z
  moved(sail, MAST_X_CM + 0.1, (sailBottom + sailTop) / 2, 0);
  const pennant = new ConeGeometry(0.18, 0.9, 4).rotateZ(-Math.PI / 2);
  return [
    {
      name: 'mast',
      geometry: moved(
        new CylinderGeometry(0.07, 0.09, MAST_TOP_CM - DECK_TOP_CM, 8),
        MAST_X_CM,
        (MAST_TOP_CM + DECK_TOP_CM) / 2,
        0,
      ),
      material: WOOD_DARK,
    },
    {
      name: 'yard',
      geometry: moved(
        new CylinderGeometry(0.05, 0.05, sailWidth + 0.3, 6).rotateX(Math.PI / 2),
        MAST_X_CM + 0.1,
        sailTop,
        0,
      ),
      material: WOOD_DARK,
    },
    { name: 'sail', geometry: sail, material: CANVAS },
    {
      name: 'pennant',
      geometry: moved(pennant, MAST_X_CM - 0.45, MAST_TOP_CM - 0.2, 0),
      material: { ...WOOD_DARK, name: 'pennant' },
    },
  ];
}

/** Kraken: eight tentacles arching from its body over the ring and curling up at the tips, suckers, two eyes. */
function krakenDecor(): DecorMesh[] {
  const tentacles: DecorMesh[] = [];
  const arms = 8;
  for (let k = 0; k < arms; k++) {
    const angle = ((k + 0.5) / arms) * Math.PI * 2;
    // leave the lever's side (+x, −x along the centre line) free: the arms sit between
    const out = (r: number, y: number) => new Vector3(Math.cos(angle) * r, y, Math.sin(angle) * r);
    const curve = new CatmullRomCurve3([
      out(1.1, 1.3),
      out(1.6, 0.9),
      out(KRAKEN_TENTACLE_RADIUS_CM, 0.45),
      // the tips curl up inside the Kraken's own space (apothem 2.6 cm)
      out(KRAKEN_TENTACLE_RADIUS_CM + 0.3, 0.35),
      out(KRAKEN_TENTACLE_RADIUS_CM + 0.42, 0.8),
      out(KRAKEN_TENTACLE_RADIUS_CM + 0.25, 1.2),
    ]);
    tentacles.push({
      name: `tentacle-${k}`,
      geometry: new TubeGeometry(curve, 14, 0.2, 6, false),
      material: KRAKEN_SKIN,
    });
    const tip = curve.getPoint(0.55);
    tentacles.push({
      name: `sucker-${k}`,
      geometry: moved(new SphereGeometry(0.11, 6, 4), tip.x, tip.y + 0.17, tip.z),
      material: SUCKER,
    });
  }
  const [hx, hy, hz] = KRAKEN_HEAD_CENTRE;
  const eyes = [-1, 1].flatMap((side): DecorMesh[] => {
    const ex = hx + KRAKEN_HEAD_RADIUS_CM * 0.78;
    const ez = hz + side * 0.45;
    const ey = hy + 0.15;
    return [
      { name: `eye-${side}`, geometry: moved(new SphereGeometry(0.3, 10, 8), ex, ey, ez), material: EYE },
      {
        name: `pupil-${side}`,
        geometry: moved(new SphereGeometry(0.14, 8, 6), ex + 0.22, ey, ez),
        material: PUPIL,
      },
    ];
  });
  return [...tentacles, ...eyes];
}

/** Tower: stone courses, arrow slits, a door and six merlons (none on the lever's line, ±x). */
function towerDecor(): DecorMesh[] {
  const shaftTop = ISLAND_HEIGHT_CM + TOWER_SHAFT_HEIGHT_CM;
  const platformTop = shaftTop + TOWER_TOP_THICKNESS_CM;
  const decor: DecorMesh[] = [];
  for (let course = 1; course <= 4; course++) {
    const y = ISLAND_HEIGHT_CM + course * (TOWER_SHAFT_HEIGHT_CM / 5);
    decor.push({
      name: `course-${course}`,
      geometry: moved(
        new CylinderGeometry(TOWER_RADIUS_CM + 0.04, TOWER_RADIUS_CM + 0.04, 0.08, 24),
        0,
        y,
        0,
      ),
      material: { ...STONE, name: 'course', colour: '#8c857a' },
    });
  }
  for (const [angle, y] of [
    [Math.PI / 2, 3.2],
    [-Math.PI / 2, 4.4],
    [Math.PI, 2.4],
  ] as const) {
    const slit = new BoxGeometry(0.12, 0.55, 0.16).translate(TOWER_RADIUS_CM, 0, 0).rotateY(angle);
    decor.push({ name: `slit-${angle.toFixed(2)}`, geometry: moved(slit, 0, y, 0), material: SLIT });
  }
  const door = new BoxGeometry(0.1, 1.1, 0.7).translate(TOWER_RADIUS_CM - 0.02, 0, 0).rotateY(Math.PI * 0.75);
  decor.push({
    name: 'door',
    geometry: moved(door, 0, ISLAND_HEIGHT_CM + 0.55, 0),
    material: { ...WOOD_DARK, name: 'door' },
  });
  for (let k = 0; k < 6; k++) {
    const angle = Math.PI / 6 + (k * Math.PI) / 3;
    const merlon = new BoxGeometry(0.42, 0.55, 0.5)
      .translate(TOWER_TOP_RADIUS_CM - 0.21, 0, 0)
      .rotateY(angle);
    decor.push({ name: `merlon-${k}`, geometry: moved(merlon, 0, platformTop + 0.275, 0), material: STONE });
  }
  return decor;
}

/** The captain: a turned pawn (base, body, collar, head) exactly as wide and tall as its square peg. */
function pawnBody(): DecorMesh[] {
  const r = CAPTAIN_HALF_WIDTH_CM;
  const h = CAPTAIN_HEIGHT_CM;
  const headR = r * 0.72;
  const profile = [
    [0, 0],
    [r, 0],
    [r, 0.12],
    [r * 0.8, 0.2],
    [r * 0.55, 0.7],
    [r * 0.45, 1.05],
    [r * 0.8, 1.12],
    [r * 0.8, 1.18],
    [r * 0.4, 1.22],
  ].map(([x, y]) => new Vector2(x, y));
  // the head: a ball on the collar whose top is the peg's top
  const headCentre = h - headR;
  for (let i = 1; i <= 6; i++) {
    const a = -Math.PI / 2 + (i / 6) * Math.PI;
    profile.push(new Vector2(Math.max(0, headR * Math.cos(a)), headCentre + headR * Math.sin(a)));
  }
  (profile.at(-1) as Vector2).set(0, h);
  return [{ name: 'pawn', geometry: new LatheGeometry(profile, 16), material: PAWN }];
}

/** Each model's look: collider meshes plus decor, or (the captain) a stand-in of the same extent. */
export function modelLook(name: ModelName): ModelLook {
  switch (name) {
    case 'ship':
      return { body: null, decor: shipDecor() };
    case 'kraken':
      return { body: null, decor: krakenDecor() };
    case 'tower':
      return { body: null, decor: towerDecor() };
    case 'captain':
      return { body: pawnBody(), decor: [] };
    case 'lever':
    case 'cube':
    case 'island':
      return { body: null, decor: [] };
    default: {
      const never: never = name;
      throw new Error(`unknown model ${String(never)}`);
    }
  }
}
