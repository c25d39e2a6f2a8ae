import { create } from 'zustand';
import type { ArenaSpec } from '../../captains/arenaBatch';
import { type ArenaSummary, summarize } from '../../captains/arenaSummary';
import { isPlayerKind, type MatchRecord, type PlayerKind } from '../../captains/playMatch';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../physics/thresholds';
import { type CaptainWorkerFactory, captainWorkerFactory, GamesPool } from '../captains/captainPool';
import { useTuningStore } from './tuningStore';

export type BalanceStatus =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; seconds: number; cancelled: boolean }
  | { kind: 'failed'; message: string };

/** Most games in one browser run (a Captain game takes seconds on a slow machine). */
export const MAX_BALANCE_GAMES = 400;
/** Rounds after which a game is abandoned, as the arena's default. */
export const BALANCE_MAX_ROUNDS = 40;

interface BalanceStore {
  games: number;
  players: number;
  /** Who plays, cycled over the seats (as `--captains`). */
  kinds: PlayerKind[];
  seed: number;
  status: BalanceStatus;
  /** Under the thresholds being edited, and under the defaults (the same games, the same seeds). */
  edited: ArenaSummary | null;
  defaults: ArenaSummary | null;
  /** The edited thresholds the figures were played under. */
  playedWith: Thresholds | null;
  setGames: (games: number) => void;
  setPlayers: (players: number) => void;
  /** Reads a comma list of kinds; returns the reason when one is unknown. */
  setKinds: (text: string) => string | null;
  setSeed: (seed: number) => void;
  run: () => Promise<void>;
  cancel: () => void;
}

let factory: CaptainWorkerFactory = captainWorkerFactory;
let poolSize = typeof navigator !== 'undefined' ? Math.max(1, navigator.hardwareConcurrency || 2) : 2;
let pool: GamesPool | null = null;

/** Swaps the workers (tests play the games in-process). */
export function configureBalancePool(next: CaptainWorkerFactory, size: number) {
  pool?.dispose();
  pool = null;
  factory = next;
  poolSize = size;
}

/** The arena spec of a run: the same one `npm run arena` builds from its arguments. */
export function balanceSpec(
  state: Pick<BalanceStore, 'games' | 'players' | 'kinds' | 'seed'>,
  thresholds: Thresholds,
): ArenaSpec {
  return {
    games: state.games,
    players: state.players,
    kinds: state.kinds,
    seed: state.seed >>> 0,
    thresholds,
    maxRounds: BALANCE_MAX_ROUNDS,
  };
}

const sameThresholds = (a: Thresholds, b: Thresholds) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Game balance panel's runs: N computer-vs-computer games in captain workers under the thresholds
 * being edited and the same games under the defaults, summed by the arena's own summary.
 */
export const useBalanceStore = create<BalanceStore>()((set, get) => ({
  games: 20,
  players: 2,
  kinds: ['boatswain', 'greedy'],
  seed: 1,
  status: { kind: 'idle' },
  edited: null,
  defaults: null,
  playedWith: null,
  setGames: (games) => set({ games: Math.max(1, Math.min(MAX_BALANCE_GAMES, Math.floor(games) || 1)) }),
  setPlayers: (players) => set({ players: Math.max(2, Math.min(4, Math.floor(players) || 2)) }),
  setKinds(text) {
    const kinds = text
      .split(',')
      .map((kind) => kind.trim())
      .filter((kind) => kind.length > 0);
    const bad = kinds.find((kind) => !isPlayerKind(kind));
    if (bad !== undefined) return `'${bad}' is not one of deckhand, boatswain, captain, greedy`;
    if (kinds.length === 0) return 'Name at least one player kind';
    set({ kinds: kinds as PlayerKind[] });
    return null;
  },
  setSeed: (seed) => set({ seed: Math.max(0, Math.floor(seed) || 0) >>> 0 }),

  async run() {
    if (get().status.kind === 'running') return;
    const thresholds = useTuningStore.getState().thresholds;
    const runs = sameThresholds(thresholds, DEFAULT_THRESHOLDS)
      ? [thresholds]
      : [thresholds, DEFAULT_THRESHOLDS];
    const total = get().games * runs.length;
    const started = performance.now();
    pool ??= new GamesPool(factory, poolSize);
    const active = pool;
    set({
      status: { kind: 'running', done: 0, total },
      edited: null,
      defaults: null,
      playedWith: thresholds,
    });
    try {
      const summaries: ArenaSummary[] = [];
      let done = 0;
      let cancelled = false;
      for (const playedUnder of runs) {
        const records: MatchRecord[] = [];
        const outcome = await active.run(balanceSpec(get(), playedUnder), (index, record) => {
          records[index] = record;
          done += 1;
          set({ status: { kind: 'running', done, total } });
        });
        summaries.push(summarize(records.filter(Boolean)));
        if (outcome.cancelled) {
          cancelled = true;
          break;
        }
      }
      set({
        edited: summaries[0] ?? null,
        defaults: runs.length === 1 ? (summaries[0] ?? null) : (summaries[1] ?? null),
        status: { kind: 'done', seconds: (performance.now() - started) / 1000, cancelled },
      });
    } catch (error) {
      set({ status: { kind: 'failed', message: (error as Error).message } });
    }
  },

  cancel: () => pool?.cancel(),
}));
