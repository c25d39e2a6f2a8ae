import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { Suspense, useEffect, useRef } from 'react';
import { type Group, PCFShadowMap, PerspectiveCamera } from 'three';
import { type HexKey, offsetToKey, standardMap } from '../engine';
import { boardExtent, boardRadius, facingYaw, hexWorld } from '../physics/boardLayout';
import { useSettingsStore } from '../store/settings/settingsStore';
import { Board } from './Board';
import { IslandLand } from './IslandLand';
import { KrakenPiece } from './KrakenPiece';
import { Lights } from './Lights';
import { PieceModel } from './PieceModel';
import { ShipPiece } from './ShipPiece';
import { TableFog } from './TableFog';
import { TowerPiece } from './TowerPiece';
import { keepsDrawingBuffer } from './testProbe';
import { useGraphics } from './useGraphics';

const BACKGROUND = '#0b1c29';
const map = standardMap;
const extent = boardExtent(map);
const radius = boardRadius(extent);

const at = (col: number, row: number): HexKey => offsetToKey(col, row);
const place = (key: HexKey) => hexWorld(map, key);

/** The moment drawn: the red ship looses a volley at the Kraken rising off the tower island; blue closes in. */
const TOWER = place(map.tower);
const ISLANDS: readonly HexKey[] = [map.tower, at(10, 5), at(9, 8), at(3, 8)];
const RED = place(at(5, 7));
const BLUE = place(at(9, 6));
const KRAKEN = place(at(7, 6));
/** How far the Kraken stands out of the sea at rest and how far it rises and sinks, cm. */
const KRAKEN_SUNK_CM = -0.9;
const KRAKEN_HEAVE_CM = 0.5;
/** The three cubes in the air: along the arc from the red ship's bow to the Kraken. */
const CUBES = [0.42, 0.55, 0.68].map((t, index) => {
  const fromX = RED.x + 2.5;
  const x = fromX + (KRAKEN.x - fromX) * t;
  const z = RED.z + (KRAKEN.z - RED.z) * t + (index - 1) * 0.8;
  const y = 2 + 5 * 4 * t * (1 - t) + (index - 1) * 0.5;
  return { x, y, z, spin: index * 1.7 + 0.4 };
});

/** What the camera looks at, and from where (yaw about it, elevation), before the drift. */
const TARGET = { x: 1.5, y: 1.5, z: 6 };
const VIEW = { yaw: 0.12, elevation: 0.42 };
/** The width about the target that must show (the tower to the Kraken), cm, and the nearest the camera comes. */
const KEY_WIDTH_CM = 25;
const NEAREST_CM = 34;
/** The slow drift: how far the camera swings to each side (rad) and the time of one swing, s. */
const DRIFT_RAD = 0.14;
const DRIFT_PERIOD_S = 24;

interface Framing {
  /** Where the pieces sit: a fraction of the width and of the height off the window's middle. */
  shift: { x: number; y: number };
  /** The share of the width the pieces may use (the rest is the menu's). */
  room: number;
}

/**
 * In a wide window the menu takes the right, so the pieces move left; in a tall one it takes the
 * lower part, so they move up under the title.
 */
function framingFor(width: number, height: number): Framing {
  const aspect = width / height;
  if (aspect >= 1.25) return { shift: { x: -0.19, y: 0.16 }, room: 0.6 };
  // a phone's menu fills most of its height; a tablet standing up leaves the picture more room
  return { shift: { x: 0, y: aspect < 0.6 ? -0.22 : -0.1 }, room: 1 };
}

/** Poses the camera each frame it draws: the view plus the drift (none when still), pieces shifted clear of the menu. */
function TitleCamera({ moving }: { moving: boolean }) {
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const distance = useRef(NEAREST_CM);
  useEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    const { shift, room } = framingFor(size.width, size.height);
    camera.fov = size.width < size.height ? 50 : 38;
    // stand back until the key pieces fit the room the menu leaves across
    const across = Math.tan((camera.fov * Math.PI) / 360) * (size.width / size.height) * room;
    distance.current = Math.max(NEAREST_CM, KEY_WIDTH_CM / 2 / across);
    camera.setViewOffset(
      size.width,
      size.height,
      -shift.x * size.width,
      -shift.y * size.height,
      size.width,
      size.height,
    );
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, size, invalidate]);
  useFrame(({ clock }) => {
    const swing = moving ? Math.sin((clock.elapsedTime / DRIFT_PERIOD_S) * Math.PI * 2) * DRIFT_RAD : 0;
    const yaw = VIEW.yaw + swing;
    const flat = distance.current * Math.cos(VIEW.elevation);
    camera.position.set(
      TARGET.x + flat * Math.sin(yaw),
      TARGET.y + distance.current * Math.sin(VIEW.elevation),
      TARGET.z + flat * Math.cos(yaw),
    );
    camera.lookAt(TARGET.x, TARGET.y, TARGET.z);
  });
  return null;
}

/** The Kraken heaving out of the sea and the ships riding the swell (still when not moving). */
function Swell({ moving }: { moving: boolean }) {
  const kraken = useRef<Group>(null);
  const red = useRef<Group>(null);
  const blue = useRef<Group>(null);
  useFrame(({ clock }) => {
    const time = moving ? clock.elapsedTime : 0;
    if (kraken.current) kraken.current.position.y = KRAKEN_SUNK_CM + KRAKEN_HEAVE_CM * Math.sin(time * 0.6);
    if (red.current) {
      red.current.rotation.x = 0.04 * Math.sin(time * 1.1);
      red.current.position.y = 0.08 * Math.sin(time * 1.3);
    }
    if (blue.current) blue.current.rotation.x = 0.04 * Math.sin(time * 0.9 + 1);
  });
  return (
    <>
      <group position={[KRAKEN.x, 0, KRAKEN.z]} rotation-y={facingYaw(2)}>
        <group ref={kraken} position-y={KRAKEN_SUNK_CM}>
          <KrakenPiece colliders={false} />
        </group>
      </group>
      <group position={[RED.x, 0, RED.z]} rotation-y={facingYaw(0)}>
        <group ref={red}>
          <ShipPiece ship="red" captain="standing" colliders={false} />
        </group>
      </group>
      <group position={[BLUE.x, 0, BLUE.z]} rotation-y={facingYaw(3)}>
        <group ref={blue}>
          <ShipPiece ship="blue" captain="standing" colliders={false} />
        </group>
      </group>
    </>
  );
}

/** Tells once that the pieces are drawn: this frame renders them (it runs inside the pieces' Suspense). */
function DrawnSignal({ onDrawn }: { onDrawn: () => void }) {
  const told = useRef(false);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    if (told.current) return;
    told.current = true;
    // after this frame's render, not inside it
    setTimeout(onDrawn, 0);
  });
  return null;
}

/** Keeps the demand loop drawing while the scene moves (fancy graphics, motion allowed). */
function KeepDrawing() {
  useFrame(({ invalidate }) => invalidate());
  return null;
}

/**
 * The home screen's title picture, made of the table's own pieces: the red ship's volley flying at the
 * Kraken as it rises beside the tower, on the printed sea. It reads only the graphics setting and the
 * reduced-motion choice. Fancy graphics with motion allowed drift the camera slowly and heave the sea;
 * the fast mode and reduced motion draw one still picture (demand loop: nothing more is drawn).
 * Decorative: hidden from assistive technology and never in the way of a tap.
 */
export function TitleScene({ onDrawn }: { onDrawn: () => void }) {
  const graphics = useGraphics();
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const fancy = graphics === 'fancy';
  const moving = fancy && !reducedMotion;
  return (
    <Canvas
      frameloop="demand"
      shadows={fancy ? { type: PCFShadowMap } : false}
      // a backdrop under a dark veil: software WebGL draws it at three quarters of the pixels' size
      dpr={fancy ? [1, 2] : 0.75}
      camera={{ position: [0, 20, 30], fov: 38, near: 0.5, far: 1000 }}
      gl={{ antialias: fancy, preserveDrawingBuffer: keepsDrawingBuffer, powerPreference: 'low-power' }}
      // the menu above takes every tap; the scene has nothing to press
      style={{ pointerEvents: 'none' }}
    >
      <color attach="background" args={[BACKGROUND]} />
      <TableFog color={BACKGROUND} boardRadius={radius} />
      <Lights boardRadius={radius} fancy={fancy} />
      <TitleCamera moving={moving} />
      {moving && <KeepDrawing />}
      <Suspense fallback={null}>
        <Board map={map} extent={extent} fancy={fancy} animated={moving} />
        {ISLANDS.map((key) => {
          const { x, z } = place(key);
          return (
            <group key={key} position={[x, 0, z]}>
              <IslandLand />
            </group>
          );
        })}
        <group position={[TOWER.x, 0, TOWER.z]}>
          <TowerPiece colliders={false} />
        </group>
        <Swell moving={moving} />
        {CUBES.map((cube) => (
          <PieceModel
            key={cube.spin}
            name="cube"
            wood
            position={[cube.x, cube.y, cube.z]}
            rotation={[cube.spin, cube.spin * 0.7, cube.spin * 0.3]}
          />
        ))}
        <DrawnSignal onDrawn={onDrawn} />
      </Suspense>
    </Canvas>
  );
}
