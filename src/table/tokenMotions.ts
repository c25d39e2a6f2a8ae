import { type GameEvent, type GameMap, type TableState, tokensLeft } from '../engine';
import type { IslandLetter, ShipId } from '../engine/ids';
import {
  CARD,
  COIN,
  cardSpot,
  coinTop,
  HOLD_SPOTS,
  holdPose,
  inHold,
  islandTop,
  STACK,
  supplyPlaces,
  type TablePoint,
} from './holdPlaces';
import { poseAt } from './piecePoses';

/**
 * Something beside the ships played on the table for one event, from the state before it to the state
 * after: a drawn card flies from its island into the hold and lands face down, coins fly from the supply
 * into the hold, a captain card flips to its cursed side (or back), a captain falls or stands again.
 */
export type TokenMotion =
  | { kind: 'card'; ship: ShipId; island: IslandLetter; start: TablePoint; end: TablePoint; yaw: number }
  | { kind: 'coins'; ship: ShipId; count: number; start: TablePoint; end: TablePoint }
  | { kind: 'curse'; ship: ShipId; toCursed: boolean }
  | { kind: 'captain'; ship: ShipId; fall: boolean };

/** At most this many coins are seen flying (a larger payment still lands whole in the hold). */
export const FLYING_COINS_MAX = 5;

/** The motions of one event (none for the ships' glides: src/table/glides plays those). */
export function tokenMotionsFor(map: GameMap, event: GameEvent | null, before: TableState): TokenMotion[] {
  const shipOf = (seat: number) => before.players[seat]?.ship ?? null;
  switch (event?.type) {
    case 'cardDrawn': {
      const ship = shipOf(event.seat);
      const player = before.players[event.seat];
      if (!ship || !player) return [];
      const hold = holdPose(map, ship);
      const spot = cardSpot(player.cards.length);
      return [
        {
          kind: 'card',
          ship,
          island: event.island,
          start: islandTop(map, event.island, tokensLeft(before, event.island)),
          end: inHold(hold, spot, CARD.thickness / 2),
          yaw: hold.yaw,
        },
      ];
    }
    case 'coinsPaid': {
      const ship = shipOf(event.seat);
      const player = before.players[event.seat];
      if (!ship || !player || event.coins <= 0) return [];
      const supply = supplyPlaces(map).coins;
      const pile = Math.max(0, Math.floor(Math.max(0, before.supply.coins - 1) / STACK));
      const inPile = before.supply.coins - pile * STACK;
      const top = coinTop(player.coins + event.coins);
      return [
        {
          kind: 'coins',
          ship,
          count: Math.min(FLYING_COINS_MAX, event.coins),
          start: {
            x: supply.x + pile * COIN.radius * 2.2,
            y: supply.y + inPile * COIN.thickness,
            z: supply.z,
          },
          end: inHold(holdPose(map, ship), top, top.y),
        },
      ];
    }
    case 'cursed': {
      const ship = shipOf(event.seat);
      // an already cursed captain's card stays on its cursed side: nothing turns over
      return ship && !event.alreadyCursed ? [{ kind: 'curse', ship, toCursed: true }] : [];
    }
    case 'curseLifted': {
      const ship = shipOf(event.seat);
      return ship ? [{ kind: 'curse', ship, toCursed: false }] : [];
    }
    case 'captainKnockedOff':
      return [{ kind: 'captain', ship: event.ship, fall: true }];
    case 'captainReturned':
      return [{ kind: 'captain', ship: event.ship, fall: false }];
    default:
      return [];
  }
}

/** The table points these motions pass through (what the camera keeps in view while they play). */
export function motionPlaces(
  map: GameMap,
  motions: readonly TokenMotion[],
  before: TableState,
): { x: number; z: number }[] {
  return motions.flatMap((motion): { x: number; z: number }[] => {
    switch (motion.kind) {
      case 'card':
      case 'coins':
        return [motion.start, motion.end];
      case 'curse':
        return [inHold(holdPose(map, motion.ship), HOLD_SPOTS.captainCard)];
      case 'captain': {
        const pose = before.ships[motion.ship];
        return pose ? [poseAt(map, pose.hex, pose.facing)] : [];
      }
      default: {
        const never: never = motion;
        return never;
      }
    }
  });
}

/** Smooth start and stop, 0–1. */
export function ease(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
}

/** A token's place along a hop from `start` to `end` at `t` (0–1), lifted `lift` cm at the middle. */
export function hop(start: TablePoint, end: TablePoint, t: number, lift: number): TablePoint {
  const e = ease(t);
  const c = Math.min(1, Math.max(0, t));
  return {
    x: start.x + (end.x - start.x) * e,
    y: start.y + (end.y - start.y) * e + lift * 4 * c * (1 - c),
    z: start.z + (end.z - start.z) * e,
  };
}

/**
 * A drawn card's turn about its width at `t`: face up as it leaves the island (π), face down (0) over
 * its second half, so it lands showing only its back.
 */
export function cardFlip(t: number): number {
  return Math.PI * (1 - ease((t - 0.35) / 0.5));
}

/** When coin `index` of `count` is on its way: each leaves a little after the one before. */
export function coinT(t: number, index: number, count: number): number {
  const gap = count > 1 ? 0.4 / (count - 1) : 0;
  return Math.min(1, Math.max(0, (t - index * gap) / (1 - 0.4 * Math.min(1, count - 1))));
}

/** A captain card's turn about its length: 0 on its active side, π on its cursed side. */
export function curseFlip(toCursed: boolean, t: number): number {
  return Math.PI * (toCursed ? ease(t) : 1 - ease(t));
}

/**
 * How high above its stern a knocked-off captain is as it comes down, cm: it was thrown off by the cubes
 * (the volley's flight draws that), and drops back to lie on its stern, faster and faster; 0 when rising.
 */
export function captainDrop(fall: boolean, t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return fall ? 4 * (1 - c * c) : 0;
}

/** How far a captain leans over, radians: 0 standing, π/2 lying; a fall speeds up, a rising slows down. */
export function captainLean(fall: boolean, t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return (Math.PI / 2) * (fall ? c * c : 1 - ease(c));
}
