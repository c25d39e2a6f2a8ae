import { mixSeed } from '../physics/prng';
import type { Thresholds } from '../physics/thresholds';
import type { LevelId } from './levels';
import type { MatchOptions, PlayerKind } from './playMatch';

/** A batch of computer-vs-computer games: the same spec and index give the same game anywhere (CLI, browser). */
export interface ArenaSpec {
  games: number;
  players: number;
  /** Who plays, cycled over the seats; game i rotates them by i so each takes every place in turn. */
  kinds: PlayerKind[];
  seed: number;
  thresholds: Thresholds;
  maxRounds?: number;
}

/** Seat kinds of game `index`: the list cycled to the player count, rotated by the index. */
export function kindsFor(spec: ArenaSpec, index: number): PlayerKind[] {
  const list = Array.from(
    { length: spec.players },
    (_, seat) => spec.kinds[seat % spec.kinds.length] as PlayerKind,
  );
  return list.map((_, seat) => list[(seat + index) % list.length] as PlayerKind);
}

/** The match of game `index` of a batch (its seed mixes the batch seed with the index). */
export function matchOptionsFor(spec: ArenaSpec, index: number): MatchOptions {
  return {
    kinds: kindsFor(spec, index),
    seed: mixSeed(spec.seed >>> 0, index),
    thresholds: spec.thresholds,
    maxRounds: spec.maxRounds,
  };
}

/** Games of the fairness run per player count (issue 10: 300 two-player games, 150 each for 3 and 4). */
export const FAIRNESS_GAMES: Readonly<Record<2 | 3 | 4, number>> = { 2: 300, 3: 150, 4: 150 };

/** The fairness run: self-play of one level for 2, 3 and 4 players. */
export function fairnessSpecs(level: LevelId, seed: number, thresholds: Thresholds, scale = 1): ArenaSpec[] {
  return ([2, 3, 4] as const).map((players) => ({
    games: Math.max(1, Math.round(FAIRNESS_GAMES[players] * scale)),
    players,
    kinds: [level],
    seed: mixSeed(seed >>> 0, 1000 + players),
    thresholds,
  }));
}
