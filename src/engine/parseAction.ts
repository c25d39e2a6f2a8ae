import { type Action, SETUP_ACTION_TYPES, TURN_ACTION_TYPES } from './action';
import { isHexKey } from './hex';
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

/** A dense array of at most `max` items, each checked by `item`; holes are refused, never read. */
function list<T>(value: unknown, max: number, what: string, item: (entry: unknown, index: number) => T): T[] {
  if (!Array.isArray(value)) throw malformed(`${what} must be a list`);
  const length = value.length;
  if (length > max) throw malformed(`${what} is too long: at most ${max} entries`);
  const copy: T[] = [];
  for (let index = 0; index < length; index++) {
    if (!Object.hasOwn(value, index)) throw malformed(`${what} has a gap at entry ${index + 1}`);
    copy.push(item(value[index], index));
  }
  return copy;
}

/** A short, printable label for an unknown type value, for the reason (never JSON of unknown input). */
function label(value: unknown): string {
  if (typeof value !== 'string') return `a ${typeof value}`;
  const clean = value.replace(/[^\w -]/g, '?');
  return `"${clean.length > 40 ? `${clean.slice(0, 40)}…` : clean}"`;
}

function fields(input: object, type: string): Action {
  const get = (key: string): unknown => (input as Record<string, unknown>)[key];
  const seat = primitive(get('seat')) as number;
  switch (type) {
    case 'chooseFirstPlayer':
      return { type, seat };
    case 'placeKraken':
      return { type, hex: primitive(get('hex')) as never, facing: primitive(get('facing')) as never };
    case 'chooseCaptain':
      return { type, captain: primitive(get('captain')) as never, ship: primitive(get('ship')) as never };
    case 'moveShip': {
      const path = list(get('path'), MAX_PATH_STEPS, 'A move path', (step, index) => {
        if (!SHIP_STEPS.includes(step))
          throw malformed(`Step ${index + 1} of the move is not forward, left or right`);
        return step as 'forward';
      });
      return { type, path, seat };
    }
    case 'moveKraken': {
      const path = list(get('path'), MAX_PATH_STEPS, "The Kraken's path", (hex, index) => {
        if (!isHexKey(hex)) throw malformed(`Entry ${index + 1} of the Kraken's path is not a space`);
        return hex;
      });
      return { type, path, seat };
    }
    case 'turn':
      return {
        type,
        piece: primitive(get('piece')) as never,
        direction: primitive(get('direction')) as never,
        seat,
      };
    case 'explore':
      return { type, island: primitive(get('island')) as never, seat };
    case 'resolveVolley': {
      const outcome = get('outcome');
      if (typeof outcome !== 'object' || outcome === null) throw malformed('That volley report is malformed');
      const read = (key: string): unknown => (outcome as Record<string, unknown>)[key];
      const ships = (key: string) =>
        list(read(key), MAX_SHIP_LIST, 'A volley report’s list of ships', (ship) =>
          text(ship, 'A ship'),
        ) as never[];
      return {
        type,
        outcome: {
          source: text(read('source'), 'A volley source') as never,
          best: text(read('best'), 'A volley award') as never,
          captainsKnockedOff: ships('captainsKnockedOff'),
          shipsHit: ships('shipsHit'),
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
    return fields(input, type);
  } catch (error) {
    const reason = typeof error === 'object' && error !== null ? reasons.get(error) : undefined;
    return reject('badAction', reason ?? 'That action could not be read');
  }
}
