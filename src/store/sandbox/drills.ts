import type { ShipId } from '../../engine/ids';
import type { VolleyScore } from '../../physics/scoreTypes';
import { type SandboxLayout, type SandboxPiece, spaceOf } from '../../table/sandboxLayout';

/** The sandbox's set challenges. */
export const DRILL_IDS = ['land3', 'land5', 'land7', 'captain', 'krakenTower', 'threeInARow'] as const;
export type DrillId = (typeof DRILL_IDS)[number];

/** What a volley must do to count: a predicate over its scored result (drillMet). */
export type DrillGoal =
  | { kind: 'landOn'; piece: string }
  | { kind: 'knockOff' }
  | { kind: 'hit'; piece: string };

/** A drill as data: the pieces it sets up (the firer among them), its goal, and how many in a row make a point. */
export interface Drill {
  id: DrillId;
  /** "Land on a ship at 5 spaces": the picker's words. */
  name: string;
  layout: SandboxLayout;
  goal: DrillGoal;
  /** Volleys in a row that earn one point (1: every volley that meets the goal). */
  run: number;
  /** "Landed on the ship at 5 spaces" / "Missed the ship at 5 spaces". */
  met: string;
  missed: string;
}

/** The row every drill is laid out along: the middle of the board, in open water. */
const ROW = 6;
/** The firer's column: the targets stand 3, 5 and 7 spaces east of it, in the same row. */
const FIRER_COL = 3;

const ship = (id: ShipId, col: number, facing: 0 | 3): SandboxPiece => ({
  kind: 'ship',
  id,
  hex: spaceOf(col, ROW),
  facing,
  captainStanding: true,
  isTarget: true,
});

/** The red ship facing east at a blue one `spaces` ahead, on the empty sea. */
function shipAt(spaces: number): SandboxLayout {
  return {
    format: 'to-glory-sandbox',
    version: 1,
    board: 'emptySea',
    firing: 'red',
    pieces: [ship('red', FIRER_COL, 0), ship('blue', FIRER_COL + spaces, 3)],
  };
}

const KRAKEN_TO_TOWER = 4;

function krakenAndTower(): SandboxLayout {
  return {
    format: 'to-glory-sandbox',
    version: 1,
    board: 'emptySea',
    firing: 'kraken',
    pieces: [
      { kind: 'kraken', id: 'kraken', hex: spaceOf(FIRER_COL, ROW), facing: 0, isTarget: true },
      {
        kind: 'tower',
        id: 'tower',
        hex: spaceOf(FIRER_COL + KRAKEN_TO_TOWER, ROW),
        facing: 3,
        isTarget: true,
      },
    ],
  };
}

const landAt = (id: DrillId, spaces: number): Drill => ({
  id,
  name: `Land on a ship at ${spaces} spaces`,
  layout: shipAt(spaces),
  goal: { kind: 'landOn', piece: 'blue' },
  run: 1,
  met: `Landed on the ship at ${spaces} spaces`,
  missed: `Missed the ship at ${spaces} spaces`,
});

/** Every drill, in the picker's order. */
export const DRILLS: readonly Drill[] = [
  landAt('land3', 3),
  landAt('land5', 5),
  landAt('land7', 7),
  {
    id: 'captain',
    name: 'Knock a captain off (5 spaces)',
    layout: shipAt(5),
    goal: { kind: 'knockOff' },
    run: 1,
    met: 'Captain overboard',
    missed: 'The captain still stands',
  },
  {
    id: 'krakenTower',
    name: `Hit the tower from the Kraken (${KRAKEN_TO_TOWER} spaces)`,
    layout: krakenAndTower(),
    goal: { kind: 'hit', piece: 'tower' },
    run: 1,
    met: 'Hit the tower',
    missed: 'Missed the tower',
  },
  {
    id: 'threeInARow',
    name: 'Three in a row: land on a ship at 3 spaces',
    layout: shipAt(3),
    goal: { kind: 'landOn', piece: 'blue' },
    run: 3,
    met: 'Landed on the ship at 3 spaces',
    missed: 'Missed the ship at 3 spaces',
  },
];

export function drillOf(id: DrillId): Drill {
  const drill = DRILLS.find((d) => d.id === id);
  if (!drill) throw new Error(`no drill ${id}`);
  return drill;
}

export const isDrillId = (id: string): id is DrillId => (DRILL_IDS as readonly string[]).includes(id);

/** Whether a volley's real result meets a drill's goal. */
export function drillMet(goal: DrillGoal, score: VolleyScore): boolean {
  switch (goal.kind) {
    case 'landOn':
      return score.cubes.some((cube) => cube.award === 'landed' && cube.piece === goal.piece);
    case 'knockOff':
      return score.captains.some((captain) => captain.knockedOff);
    case 'hit':
      return score.cubes.some(
        (cube) => cube.piece === goal.piece || cube.hits.some((hit) => hit.piece === goal.piece),
      );
    default: {
      const never: never = goal;
      throw new Error(`unknown goal ${JSON.stringify(never)}`);
    }
  }
}
