import type { ShipId } from '../engine/ids';
import type { PieceKind, PiecePart } from './pieceSpec';
import type { Quat, Vec3 } from './vec';
import type { VolleyInput } from './volleyInput';

/** How the cubes set off: struck from the lever (a volley), or placed and thrown (scenario tests, sandbox). */
export type Launch =
  | { kind: 'lever' }
  | {
      kind: 'thrown';
      /** One entry per cube (1–3): where it starts and how it moves; the lever stays empty. */
      cubes: { position: Vec3; velocity: Vec3; rotation?: Quat; spin?: Vec3 }[];
    };

/** A body sampled in the frames: the cubes, the standing captains and the firer's lever arm. */
export type TraceBody =
  | { kind: 'cube'; cube: number }
  /** standY: height of the captain's body origin (base centre) when the volley began, cm. */
  | { kind: 'captain'; ship: ShipId; standY: number }
  | { kind: 'lever'; piece: string };

/** What a collider belongs to; contacts name colliders by their index in `VolleyTrace.colliders`. */
export type ColliderOwner =
  | { kind: 'cube'; body: number }
  | { kind: 'captain'; body: number; ship: ShipId }
  /** The firer's moving lever arm. */
  | { kind: 'lever'; body: number; piece: string }
  /** A fixed part of a piece (a non-firing piece's lever is fixed, part 'lever'). */
  | { kind: 'piece'; piece: string; part: PiecePart }
  | { kind: 'board' }
  | { kind: 'island' };

/** A piece as the scoring sees it (V2): the firer, a target, or a bystander (e.g. the firer's own ship). */
export interface TracePiece {
  id: string;
  kind: PieceKind;
  role: 'firer' | 'target' | 'bystander';
  /** Ships only: whether a captain stands on it (and so is in the world, V4). */
  captainStanding: boolean;
}

/**
 * A real contact in one step: [step, a, b, impulse, distance] where a is a cube's or captain's
 * collider, b the other collider (b > a when both are cubes/captains), impulse the summed normal
 * impulse of that step (g·cm/s, 0.01) and distance the smallest solver distance (cm, 0.0001).
 * Recorded when the impulse reaches SimConstants.impulseFloor, and on the first step of every touch.
 */
export type ContactRecord = [step: number, a: number, b: number, impulse: number, distance: number];

/**
 * A touch span: a and b touched (solver distance ≤ touchDistance or an impulse) on every step
 * from..to inclusive. ny: upward component (0.001) of the contact normal pointing from b to a at
 * the span's last step; > 0 means b is under a (b supports a). Always 1 when b is the sea or an
 * island (only the touch matters there, so the normal is not read).
 */
export type TouchSpan = [a: number, b: number, from: number, to: number, ny: number];

/** Fixed-point scales of a frame's numbers. */
export const FRAME_SCALE = { position: 1000, rotation: 10000, speed: 100, spin: 100 } as const;
/** Numbers per body in a frame: x y z qx qy qz qw speed spin (ints, see FRAME_SCALE). */
export const FRAME_STRIDE = 9;

/** Per body at the end: when it went off the table, when it last came to rest (sim constants). */
export interface FinalBody {
  offTableStep: number | null;
  restingSince: number | null;
}

/** Everything recorded of one volley; JSON-serialisable and byte-identical for the same input (P6). */
export interface VolleyTrace {
  version: 1;
  input: VolleyInput;
  launch: Launch;
  /** Step length, s, and steps between frames. */
  dt: number;
  sampleEvery: number;
  /** Steps simulated after the strike (step 0 is the strike). */
  steps: number;
  /** Why it stopped (P5): everything at rest or off the table, or the simulation's cap; a sampled volley (SceneSampler) also once its outcome was decided. */
  endReason: 'rest' | 'cap' | 'decided';
  pieces: TracePiece[];
  bodies: TraceBody[];
  colliders: ColliderOwner[];
  contacts: ContactRecord[];
  touches: TouchSpan[];
  /** Frame k: [step, ...FRAME_STRIDE ints per body in `bodies` order]; every sampleEvery steps and the last step. */
  frames: number[][];
  final: FinalBody[];
}
