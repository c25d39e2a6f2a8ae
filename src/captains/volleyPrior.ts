import type { GameState, HexKey, PiecePose, Seat, VolleySource } from '../engine';
import { hexCenter } from '../engine';
import { getMap } from '../engine/maps/getMap';

/** A piece a volley from `source` could score on (V2), as the planner sees it. */
export interface PriorTarget {
  hex: HexKey;
  facing: number;
  /** A ship with its captain standing: a knock-off (3 coins) is possible. */
  standing: boolean;
  /** An opponent's ship (V5: a cursed firer passes the curse only to ships). */
  ship: boolean;
}

/** Distance between two hexes' centres, in spaces (one space = the distance between neighbours). */
export function spacesBetween(from: HexKey, to: HexKey): number {
  const a = hexCenter(from);
  const b = hexCenter(to);
  return Math.hypot(b.x - a.x, b.y - a.y) / Math.sqrt(3);
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
 * Coins a well-aimed volley is expected to win on one target: a cheap stand-in for the physics while
 * planning (the shot itself is chosen by sampling). Fitted to the aim estimator's figures on the
 * current physics at default thresholds (docs/captains.md): the cubes fly straight, so what counts is
 * how far the target stands off the line of fire (≈ 1.7 coins on the line, ≈ 1–2 half a space off,
 * nothing from 0.9 spaces off); a ship lying across the line is a wider target; range up to 8 spaces
 * matters little.
 */
export function priorShotValue(spaces: number, angle: number, across: boolean, standing: boolean): number {
  const ahead = spaces * Math.cos(angle);
  if (ahead < 0.5 || spaces > 10) return 0;
  const lateral = spaces * Math.sin(angle) - (across ? 0.15 : 0);
  const line = lateral <= 0.3 ? 1.7 : lateral <= 0.6 ? 1.2 : lateral <= 0.8 ? 0.5 : lateral <= 1 ? 0.1 : 0;
  const range = spaces <= 8.5 ? 1 : 0.7;
  return line * range * (standing ? 1.1 : 0.9);
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
    if (pose)
      targets.push({
        hex: pose.hex,
        facing: pose.facing,
        standing: player.captainAt === 'stern',
        ship: true,
      });
  }
  if (source !== 'kraken' && state.kraken)
    targets.push({ hex: state.kraken.hex, facing: state.kraken.facing, standing: false, ship: false });
  if (source !== 'tower')
    targets.push({ hex: getMap(state.mapId).tower, facing: 0, standing: false, ship: false });
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
    let coins = 0;
    let shipHit = 0;
    for (const target of priorTargets(state, seat, source)) {
      const line = (pose.facing - target.facing + 6) % 3;
      const value = priorShotValue(
        spacesBetween(pose.hex, target.hex),
        angleOff(pose.hex, pose.facing, target.hex),
        target.ship && line !== 0,
        target.standing,
      );
      coins = Math.max(coins, value);
      if (target.ship) shipHit = Math.max(shipHit, Math.min(1, value / 1.5));
    }
    const value = coins + (cursed && source === 'ship' ? curseValue * shipHit : 0);
    best = Math.max(best, value);
  }
  return best;
}
