import { type Action, SETUP_ACTION_TYPES, type ShipStep, TURN_ACTION_TYPES } from './action';
import { isHexKey } from './hex';
import type { HexKey } from './ids';
import { type Rejection, reject } from './rejection';

/**
 * Longest move path read (steps or spaces). A shortest finish never repeats a pose, and no map holds
 * anywhere near this many sea poses; the cap refuses a hostile million-step path before walking it.
 */
export const MAX_PATH_STEPS = 1024;

const ACTION_TYPES: readonly string[] = [...SETUP_ACTION_TYPES, ...TURN_ACTION_TYPES];
const SHIP_STEPS: readonly unknown[] = ['forward', 'left', 'right'];
/** More ships than any game has: a longer list in a volley report is malformed whatever it holds. */
const MAX_SHIP_LIST = 4;

/**
 * Why a value is not what the action needs: thrown only inside `parseAction`, which catches it. Known by
 * identity in a WeakMap, since `instanceof` on what a hostile getter threw could itself throw.
 */
const reasons = new WeakMap<object, string>();
function malformed(reason: string): object {
  const error = new Error(reason);
  reasons.set(error, reason);
  return error;
}

/** A primitive copied as it is (the rule handlers check its value); anything else reads as missing. */
function primitive(value: unknown): unknown {
  return value === null || (typeof value !== 'object' && typeof value !== 'function') ? value : undefined;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw malformed(`${what} must be given as text`);
  return value;
}

/** The length of an array of at most `max` entries, read once (a proxy may answer differently later). */
function boundedLength(value: unknown, max: number, what: string): number {
  if (!Array.isArray(value)) throw malformed(`${what} must be a list`);
  const length = value.length;
  if (length > max) throw malformed(`${what} is too long: at most ${max} entries`);
  return length;
}

/** Entry `index` of a list (after `boundedLength`); a hole is refused, never read. */
function entry(list: unknown[], index: number, what: string): unknown {
  if (!Object.hasOwn(list, index)) throw malformed(`${what} has a gap at entry ${index + 1}`);
  return list[index];
}

// The lists are read by plain loops, not a callback per entry: every action passes through here, and
// a closure made per call (named by the TypeScript runner) cost more than the rest of the parse.
function shipPath(value: unknown): ShipStep[] {
  const length = boundedLength(value, MAX_PATH_STEPS, 'A move path');
  const steps = value as unknown[];
  const path = new Array<ShipStep>(length);
  for (let index = 0; index < length; index++) {
    const step = entry(steps, index, 'A move path');
    if (!SHIP_STEPS.includes(step))
      throw malformed(`Step ${index + 1} of the move is not forward, left or right`);
    path[index] = step as ShipStep;
  }
  return path;
}

function krakenPath(value: unknown): HexKey[] {
  const length = boundedLength(value, MAX_PATH_STEPS, "The Kraken's path");
  const hexes = value as unknown[];
  const path = new Array<HexKey>(length);
  for (let index = 0; index < length; index++) {
    const hex = entry(hexes, index, "The Kraken's path");
    if (!isHexKey(hex)) throw malformed(`Entry ${index + 1} of the Kraken's path is not a space`);
    path[index] = hex;
  }
  return path;
}

function shipList(value: unknown): never[] {
  const what = 'A volley report’s list of ships';
  const length = boundedLength(value, MAX_SHIP_LIST, what);
  const ships = value as unknown[];
  const copy: string[] = [];
  for (let index = 0; index < length; index++) copy.push(text(entry(ships, index, what), 'A ship'));
  return copy as never[];
}

/** A short, printable label for an unknown type value, for the reason (never JSON of unknown input). */
function label(value: unknown): string {
  if (typeof value !== 'string') return `a ${typeof value}`;
  const clean = value.replace(/[^\w -]/g, '?');
  return `"${clean.length > 40 ? `${clean.slice(0, 40)}…` : clean}"`;
}

function fields(input: Record<string, unknown>, type: string): Action {
  const seat = primitive(input.seat) as number;
  switch (type) {
    case 'chooseFirstPlayer':
      return { type, seat };
    case 'placeKraken':
      return { type, hex: primitive(input.hex) as never, facing: primitive(input.facing) as never };
    case 'chooseCaptain':
      return { type, captain: primitive(input.captain) as never, ship: primitive(input.ship) as never };
    case 'moveShip':
      return { type, path: shipPath(input.path), seat };
    case 'moveKraken':
      return { type, path: krakenPath(input.path), seat };
    case 'turn':
      return {
        type,
        piece: primitive(input.piece) as never,
        direction: primitive(input.direction) as never,
        seat,
      };
    case 'explore':
      return { type, island: primitive(input.island) as never, seat };
    case 'resolveVolley': {
      const outcome = input.outcome;
      if (typeof outcome !== 'object' || outcome === null) throw malformed('That volley report is malformed');
      const report = outcome as Record<string, unknown>;
      return {
        type,
        outcome: {
          source: text(report.source, 'A volley source') as never,
          best: text(report.best, 'A volley award') as never,
          captainsKnockedOff: shipList(report.captainsKnockedOff),
          shipsHit: shipList(report.shipsHit),
        },
        seat,
      };
    }
    case 'startAbility':
    case 'finishAbility':
    case 'endTurn':
    case 'undo':
      return { type, seat };
    default:
      throw malformed(`Unknown action type ${label(type)}`);
  }
}

/**
 * The action as a fresh plain object of the right shape, or why it is not one. Whatever `input` is
 * (cycles, BigInts, sparse arrays, getters or proxies that throw) this returns: the rules then read
 * only the copy, so nothing the caller passed can throw inside them or change under them.
 */
export function parseAction(input: unknown): Action | Rejection {
  try {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return reject('badAction', 'That is not an action');
    const type = (input as { type?: unknown }).type;
    if (typeof type !== 'string' || !ACTION_TYPES.includes(type))
      return reject('badAction', `Unknown action type ${label(type)}`);
    return fields(input as Record<string, unknown>, type);
  } catch (error) {
    const reason = typeof error === 'object' && error !== null ? reasons.get(error) : undefined;
    return reject('badAction', reason ?? 'That action could not be read');
  }
}
