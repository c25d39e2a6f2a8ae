import { RigidBodyType } from '@dimforge/rapier3d-compat';
import type { ThreeEvent } from '@react-three/fiber';
import { useThree } from '@react-three/fiber';
import { Physics, type RapierRigidBody, RigidBody, useBeforePhysicsStep } from '@react-three/rapier';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Plane, Vector3 } from 'three';
import type { BoardExtent } from '../physics/boardSpec';
import { boardPart, ISLAND_PARTS } from '../physics/boardSpec';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { CUBE_PART } from '../physics/cubeSpec';
import { cubeLaunchPoses } from '../physics/cubeStarts';
import type { HandRelease } from '../physics/handThrow';
import { LEVER_PARTS } from '../physics/leverSpec';
import type { PieceKind } from '../physics/pieceSpec';
import { leverPose, leverRestPose, PIECE_SPECS, piecePose } from '../physics/pieceSpecs';
import type { PartSpec } from '../physics/shapeSpec';
import { DEFAULT_SIM_CONSTANTS } from '../physics/simConstants';
import { toWorld, type Vec3 } from '../physics/vec';
import { placed } from '../physics/worldContext';
import { FLAG_STYLES } from './flagStyle';
import { KrakenPiece } from './KrakenPiece';
import { PieceModel } from './PieceModel';
import { type PointerSample, pointerVelocity } from './pointerVelocity';
import { RestingLever } from './RestingLever';
import { ShipPiece } from './ShipPiece';
import { SpecColliders } from './SpecColliders';
import type { ScenePiece } from './scenePiece';
import { TowerPiece } from './TowerPiece';
import { registerHandCubes } from './testProbe';

/** Fastest throw the hand passes on, cm/s (a flick of the mouse should not fire a cube off the planet). */
const MAX_THROW_CM_S = 600;
/** The pointer's movement over this long before letting go is the throw's velocity, ms. */
const THROW_WINDOW_MS = 90;
/** A cube or captain is a few millimetres across: the hand picks it within this radius, cm. */
const PICK_RADIUS_CM = 1.4;

type Grab = 'cube' | 'captain' | 'piece';

/** Marks the pick balls of cubes and captains: a piece's sail or tower in front of one does not take the press. */
const SMALL_BODY = { handSmall: true } as const;

interface Held {
  body: RapierRigidBody;
  grab: Grab;
  /** Height of the plane the held body moves in, cm (pieces slide on the board). */
  height: number;
  target: Vector3;
  samples: PointerSample[];
}

export interface HandTableProps {
  pieces: readonly ScenePiece[];
  islands: readonly { x: number; z: number }[];
  firingId: string;
  extent: BoardExtent;
  /** Height at which a lifted cube or captain is carried, cm. */
  holdHeight: number;
  /** A cube let go: where it was and how it moved (the store records and scores it). */
  onRelease: (release: HandRelease) => void;
}

const ground = (extent: BoardExtent, islands: HandTableProps['islands']): PartSpec[] => [
  boardPart(extent),
  ...islands.flatMap((island) =>
    ISLAND_PARTS.map((part) => placed(part, [island.x, 0, island.z], [0, 0, 0, 1])),
  ),
];

const partsByKind = new Map<PieceKind, PartSpec[]>();
const captainParts = [CAPTAIN_PART];
const cubeParts = [CUBE_PART];

/** A piece's fixed parts and its lever lying at rest, in the piece's frame: as the headless world builds a bystander. */
function pieceParts(kind: PieceKind): PartSpec[] {
  const known = partsByKind.get(kind);
  if (known) return known;
  const spec = PIECE_SPECS[kind];
  const rest = leverPose(piecePose(0, 0, 0), spec.lever, spec.lever.restAngle);
  const parts = [...spec.parts, ...LEVER_PARTS.map((part) => placed(part, rest.position, rest.rotation))];
  partsByKind.set(kind, parts);
  return parts;
}

function PieceLook({ piece }: { piece: ScenePiece }) {
  switch (piece.kind) {
    case 'ship':
      return piece.ship ? <ShipPiece ship={piece.ship} captain={null} colliders={false} /> : null;
    case 'kraken':
      return <KrakenPiece colliders={false} />;
    case 'tower':
      return <TowerPiece colliders={false} />;
    default: {
      const never: never = piece.kind;
      throw new Error(String(never));
    }
  }
}

/** An invisible ball around a small body, so a finger can pick it. */
function PickProxy() {
  return (
    <mesh userData={SMALL_BODY}>
      <sphereGeometry args={[PICK_RADIUS_CM, 8, 6]} />
      <meshBasicMaterial colorWrite={false} depthWrite={false} />
    </mesh>
  );
}

/**
 * Hand mode: the sandbox layout in live physics (@react-three/rapier) built from the same part
 * specs, units and step as the headless world. Pick a cube or a captain and carry it above the
 * table, or slide a piece along it; let go to drop, or let go moving to throw. The live world only
 * shows: a cube let go is handed to `onRelease`, and the headless world records and scores it.
 */
export function HandTable(props: HandTableProps) {
  const c = DEFAULT_SIM_CONSTANTS;
  return (
    <Physics
      gravity={[0, -981, 0]}
      timeStep={c.dt}
      numSolverIterations={c.solverIterations}
      updateLoop="independent"
      colliders={false}
    >
      <HandBodies {...props} />
    </Physics>
  );
}

function HandBodies({ pieces, islands, firingId, extent, holdHeight, onRelease }: HandTableProps) {
  const held = useRef<Held | null>(null);
  const cubes = useRef<(RapierRigidBody | null)[]>([]);
  const controls = useThree((state) => state.controls) as { enabled: boolean } | null;
  const groundParts = useMemo(() => ground(extent, islands), [extent, islands]);
  const firer = pieces.find((piece) => piece.id === firingId) ?? null;
  const cubeStarts = useMemo(() => {
    if (!firer) return [];
    const rest = leverRestPose(firer.kind, firer.x, firer.z, firer.yaw);
    return cubeLaunchPoses(1, rest, { kind: 'lever' });
  }, [firer]);
  const stand = PIECE_SPECS.ship.captainStand;

  useEffect(() => {
    registerHandCubes(() =>
      cubes.current.flatMap((body) => {
        if (!body) return [];
        const p = body.translation();
        return [[p.x, p.y, p.z] as Vec3];
      }),
    );
    return () => registerHandCubes(null);
  }, []);

  useBeforePhysicsStep(() => {
    const hold = held.current;
    if (hold) hold.body.setNextKinematicTranslation(hold.target);
  });

  const plane = useRef(new Plane(new Vector3(0, 1, 0), 0));
  const pointAt = (event: ThreeEvent<PointerEvent>, height: number, out: Vector3): boolean => {
    plane.current.constant = -height;
    return event.ray.intersectPlane(plane.current, out) !== null;
  };

  const grab = (grabbed: Grab, body: () => RapierRigidBody | null) => (event: ThreeEvent<PointerEvent>) => {
    const target = body();
    if (!target) return;
    // a cube or captain under the pointer behind a piece's sail or tower is what the hand reaches for
    if (grabbed === 'piece' && event.intersections.some((hit) => hit.object.userData.handSmall === true))
      return;
    event.stopPropagation();
    const height = grabbed === 'piece' ? 0 : holdHeight;
    const now = new Vector3();
    if (!pointAt(event, height, now)) return;
    if (grabbed === 'piece') {
      const p = target.translation();
      now.set(p.x, 0, p.z);
    }
    target.setBodyType(RigidBodyType.KinematicPositionBased, true);
    held.current = { body: target, grab: grabbed, height, target: now, samples: [] };
    if (controls) controls.enabled = false;
    // let go over a panel: the table never hears it, so the window ends the hold
    window.addEventListener('pointerup', () => letGo(), { once: true });
  };

  const move = (event: ThreeEvent<PointerEvent>) => {
    const hold = held.current;
    if (!hold) return;
    const next = new Vector3();
    if (!pointAt(event, hold.height, next)) return;
    hold.target.copy(next);
    const t = performance.now();
    hold.samples.push({ t, x: next.x, y: next.y, z: next.z });
    while (hold.samples.length > 2 && (hold.samples[0]?.t ?? t) < t - THROW_WINDOW_MS) hold.samples.shift();
  };

  const letGo = () => {
    const hold = held.current;
    if (!hold) return;
    held.current = null;
    if (controls) controls.enabled = true;
    const { body, target } = hold;
    // a piece is set down where it was slid and stays put; cubes and captains fall or fly
    if (hold.grab === 'piece') {
      body.setTranslation({ x: target.x, y: 0, z: target.z }, true);
      body.setBodyType(RigidBodyType.Fixed, true);
      return;
    }
    const velocity = pointerVelocity(hold.samples, performance.now(), THROW_WINDOW_MS, MAX_THROW_CM_S);
    body.setTranslation(target, true);
    body.setBodyType(RigidBodyType.Dynamic, true);
    body.setLinvel({ x: velocity[0], y: velocity[1], z: velocity[2] }, true);
    body.setAngvel({ x: 0, y: 0, z: 0 }, true);
    if (hold.grab !== 'cube') return;
    const r = body.rotation();
    onRelease({
      position: [target.x, target.y, target.z],
      rotation: [r.x, r.y, r.z, r.w],
      velocity,
      spin: [0, 0, 0],
    });
  };

  const body = (ref: RapierRigidBody | null | undefined) => () => ref ?? null;
  const pieceRefs = useRef(new Map<string, RapierRigidBody>());
  const captainRefs = useRef(new Map<string, RapierRigidBody>());

  return (
    <>
      {/* catches the pointer over the whole table while something is held */}
      <mesh rotation-x={-Math.PI / 2} position={[0, 0.05, 0]} onPointerMove={move} onPointerUp={letGo}>
        <planeGeometry args={[600, 600]} />
        <meshBasicMaterial colorWrite={false} depthWrite={false} />
      </mesh>
      <RigidBody type="fixed" colliders={false}>
        <SpecColliders parts={groundParts} />
      </RigidBody>
      {pieces.map((piece) => {
        const pose = piecePose(piece.x, piece.z, piece.yaw);
        return (
          <RigidBody
            key={piece.id}
            type="fixed"
            colliders={false}
            position={pose.position}
            quaternion={pose.rotation}
            ref={(ref) => {
              if (ref) pieceRefs.current.set(piece.id, ref);
              else pieceRefs.current.delete(piece.id);
            }}
            name={`hand-piece-${piece.id}`}
          >
            <group
              onPointerDown={(event) => grab('piece', () => pieceRefs.current.get(piece.id) ?? null)(event)}
            >
              <PieceLook piece={piece} />
              <RestingLever kind={piece.kind} colliders={false} />
            </group>
            <SpecColliders parts={pieceParts(piece.kind)} />
          </RigidBody>
        );
      })}
      {stand &&
        pieces
          .filter((piece) => piece.kind === 'ship' && piece.captain && piece.ship)
          .map((piece) => {
            const pose = piecePose(piece.x, piece.z, piece.yaw);
            const ship = piece.ship;
            if (!ship) return null;
            return (
              <Carried
                key={`captain-${piece.id}`}
                position={toWorld(pose.position, pose.rotation, stand)}
                rotation={pose.rotation}
                parts={captainParts}
                name={`hand-captain-${piece.id}`}
                onRef={(ref) => {
                  if (ref) captainRefs.current.set(piece.id, ref);
                  else captainRefs.current.delete(piece.id);
                }}
                onPress={(event) => grab('captain', () => captainRefs.current.get(piece.id) ?? null)(event)}
              >
                <PieceModel name="captain" paint={{ captain: FLAG_STYLES[ship].colour }} />
              </Carried>
            );
          })}
      {cubeStarts.map((start, index) => (
        <Carried
          // biome-ignore lint/suspicious/noArrayIndexKey: the three cubes are numbered, never reordered
          key={`cube-${index}`}
          position={start.pose.position}
          rotation={start.pose.rotation}
          parts={cubeParts}
          name={`hand-cube-${index}`}
          onRef={(ref) => {
            cubes.current[index] = ref;
          }}
          onPress={(event) => grab('cube', body(cubes.current[index]))(event)}
        >
          <PieceModel name="cube" wood />
        </Carried>
      ))}
    </>
  );
}

/** A small dynamic body (cube or captain) with continuous collision, as in the headless world. */
function Carried({
  position,
  rotation,
  parts,
  name,
  onRef,
  onPress,
  children,
}: {
  position: Vec3;
  rotation: readonly [number, number, number, number];
  parts: readonly PartSpec[];
  name: string;
  onRef: (ref: RapierRigidBody | null) => void;
  onPress: (event: ThreeEvent<PointerEvent>) => void;
  children: ReactNode;
}) {
  return (
    <RigidBody
      type="dynamic"
      colliders={false}
      ccd
      softCcdPrediction={DEFAULT_SIM_CONSTANTS.softCcdPrediction}
      position={position}
      quaternion={rotation as [number, number, number, number]}
      ref={onRef}
      name={name}
    >
      <group onPointerDown={onPress}>
        {children}
        <PickProxy />
      </group>
      <SpecColliders parts={parts} />
    </RigidBody>
  );
}
