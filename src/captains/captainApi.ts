import type { GameView } from '../engine';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyInput } from '../physics/volleyInput';
import { type AimPreviewOptions, aimPreview } from './aim';
import { type ArenaSpec, matchOptionsFor } from './arenaBatch';
import { decide, sharedEstimator } from './decide';
import type { CaptainIntent } from './intent';
import type { LevelId } from './levels';
import { CaptainMemory } from './memory';
import { type MatchRecord, playMatch } from './playMatch';

/** Games of an arena batch played by one call, each filed by its index. */
export interface GamesPlayed {
  records: { index: number; record: MatchRecord }[];
  /** Stopped early by `cancel`: the games after the last record were not played. */
  cancelled: boolean;
}

const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What a captain worker serves (captainWorker.ts, through comlink): decisions and aim previews for
 * the table and the sandbox, and arena games for the Game balance panel. One estimator memo for all.
 * Every call waits for the physics (`ready`).
 */
export function captainApi(ready: Promise<unknown>) {
  /** Planning memories, one per game and seat, named by the caller. */
  const memories = new Map<string, CaptainMemory>();
  const cancelled = new Set<number>();
  return {
    /** The next intent of `view.viewer`. */
    async decide(
      view: GameView,
      level: LevelId,
      seed: number,
      thresholds: Thresholds,
      memory?: string,
    ): Promise<{ intent: CaptainIntent; ms: number }> {
      await ready;
      let kept: CaptainMemory | undefined;
      if (memory) {
        kept = memories.get(memory) ?? new CaptainMemory();
        memories.set(memory, kept);
      }
      const started = performance.now();
      const intent = decide(view, level, seed, thresholds, sharedEstimator, kept);
      return { intent, ms: performance.now() - started };
    },

    /** Expected coins and outcome chances per strength for a pose (the sandbox's aim preview). */
    async aimPreview(input: VolleyInput, thresholds: Thresholds, options?: AimPreviewOptions) {
      await ready;
      return aimPreview(input, thresholds, sharedEstimator, options);
    },

    /**
     * Games [from, to) of an arena batch. Between two games it lets other calls in, so that
     * `cancel(batch)` stops it after the game it is playing.
     */
    async playGames(spec: ArenaSpec, from: number, to: number, batch: number): Promise<GamesPlayed> {
      await ready;
      const records: GamesPlayed['records'] = [];
      for (let index = from; index < to; index++) {
        await yieldToMessages();
        if (cancelled.has(batch)) break;
        records.push({ index, record: playMatch(matchOptionsFor(spec, index)) });
      }
      return { records, cancelled: cancelled.delete(batch) };
    },

    cancel(batch: number): void {
      cancelled.add(batch);
    },

    /** Forgets a planning memory (the game it belonged to is over). */
    forget(memory: string): void {
      memories.delete(memory);
    },
  };
}

export type CaptainApi = ReturnType<typeof captainApi>;
