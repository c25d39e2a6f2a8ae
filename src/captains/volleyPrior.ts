import type { GameState, HexKey, PiecePose, Seat, VolleySource } from '../engine';
import { hexCenter, hexDistance } from '../engine';
import { getMap } from '../engine/maps/getMap';

/** A piece a volley from `source` could score on (V2), as the planner sees it. */
export interface PriorTarget {
  hex: HexKey;
  /** A ship with its captain standing: a knock-off (3 coins) is possible. */
  standing: boolean;
  /** An opponent's ship (V5: a cursed firer passes the curse only to ships). */
  ship: boolean;
}

/** Angle between a facing and the line from one hex to another, radians (0 = dead ahead). */
export function angleOff(from: HexKey, facing: number, to: HexKey): number {
  const a = hexCenter(from);
  const b = hexCenter(to);
  const yaw = (facing * Math.PI) / 3;
  const angle = Math.atan2(-(b.y - a.y), b.x - a.x) - yaw;
  return Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle)));
}

/**
 * Chance that a well-aimed volley scores on a target this far (spaces) and this far off the firing
 * facing: a cheap stand-in for the physics while planning (the shot itself is chosen by sampling).
 * Shaped on the aim estimator's figures: best straight ahead at 2–5 spaces, nothing behind.
 */
export function priorHitChance(distance: number, angle: number): number {
  if (distance < 1 || distance > 10) return 0;
  const cone = angle <= 0.2 ? 1 : angle <= 0.55 ? 0.55 : angle <= 0.8 ? 0.15 : 0;
  const reach =
    distance === 1 ? 0.35 : distance <= 5 ? 0.8 - 0.06 * (distance - 2) : 0.5 - 0.07 * (distance - 6);
  return Math.max(0, cone * reach);
}

export interface SourcePose {
  source: VolleySource;
  pose: PiecePose;
}

/** Where each source the seat may fire from stands (V1). */
export function sourcePoses(state: GameState, seat: Seat): SourcePose[] {
  const ship = state.players[seat]?.ship;
  const poses: SourcePose[] = [];
  const own = ship ? state.ships[ship] : undefined;
  if (own) poses.push({ source: 'ship', pose: own });
  if (state.kraken) poses.push({ source: 'kraken', pose: state.kraken });
  poses.push({ source: 'tower', pose: { hex: getMap(state.mapId).tower, facing: state.towerFacing } });
  return poses;
}

/** The targets of a volley fired by `seat` from `source` (V2): opponents' ships, Kraken, tower. */
export function priorTargets(state: GameState, seat: Seat, source: VolleySource): PriorTarget[] {
  const targets: PriorTarget[] = [];
  for (const player of state.players) {
    if (player.seat === seat || !player.ship) continue;
    const pose = state.ships[player.ship];
    if (pose) targets.push({ hex: pose.hex, standing: player.captainAt === 'stern', ship: true });
  }
  if (source !== 'kraken' && state.kraken)
    targets.push({ hex: state.kraken.hex, standing: false, ship: false });
  if (source !== 'tower') targets.push({ hex: getMap(state.mapId).tower, standing: false, ship: false });
  return targets;
}

/**
 * The planner's estimate of a volley fired now: the best source's expected coins, plus `curseValue`
 * times the chance of passing the curse (V5) when the seat is cursed and fires from its ship.
 */
export function priorVolleyValue(state: GameState, seat: Seat, curseValue: number): number {
  const cursed = state.players[seat]?.cursed ?? false;
  let best = 0;
  for (const { source, pose } of sourcePoses(state, seat)) {
    let miss = 1;
    let coins = 0;
    let shipHitMiss = 1;
    for (const target of priorTargets(state, seat, source)) {
      const p = priorHitChance(
        hexDistance(pose.hex, target.hex),
        angleOff(pose.hex, pose.facing, target.hex),
      );
      if (p <= 0) continue;
      coins = Math.max(coins, p * (target.standing ? 1.6 : 1.2));
      miss *= 1 - p;
      if (target.ship) shipHitMiss *= 1 - p;
    }
    const value =
      coins + 0.3 * (1 - miss) + (cursed && source === 'ship' ? curseValue * (1 - shipHitMiss) : 0);
    best = Math.max(best, value);
  }
  return best;
}
