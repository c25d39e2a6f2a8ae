import { create } from 'zustand';
import type { Seat } from '../../engine';
import type { KeptGame } from '../../table/keptGame';
import { type ReplaySource, replayOf } from '../../table/replaySource';

interface ReplayStore {
  /** The kept game open in the replay viewer, or null. */
  game: KeptGame | null;
  source: ReplaySource | null;
  /** Whose cards are shown face up: a seat, or nobody's (null: as a spectator saw the table). */
  viewer: Seat | null;
  /** The position shown: 0 is the first state, i the position after action i. */
  index: number;
  /** Why a position could not be shown (a kept action that does not replay), or null. */
  problem: string | null;
  open: (game: KeptGame) => void;
  close: () => void;
  /** Shows a position, clamped to the game; a position that does not replay is said, never made up. */
  jump: (index: number) => void;
  /** Sees the game from a seat (local games only: an online game is seen as its viewer was allowed). */
  seeAs: (viewer: Seat | null) => void;
}

export const useReplayStore = create<ReplayStore>()((set, get) => {
  function show(source: ReplaySource, index: number) {
    const clamped = Math.max(0, Math.min(source.length - 1, Math.round(index)));
    try {
      source.stepAt(clamped);
      set({ index: clamped, problem: null });
    } catch (error) {
      set({ problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return {
    game: null,
    source: null,
    viewer: null,
    index: 0,
    problem: null,
    open(game) {
      const viewer = game.record.kind === 'views' ? game.record.viewer : null;
      const source = replayOf(game.record, viewer);
      set({ game, source, viewer, index: 0, problem: null });
    },
    close: () => set({ game: null, source: null, index: 0, problem: null }),
    jump(index) {
      const { source } = get();
      if (source) show(source, index);
    },
    seeAs(viewer) {
      const { game, index } = get();
      if (game?.record.kind !== 'actions') return;
      const source = replayOf(game.record, viewer);
      set({ source, viewer });
      show(source, index);
    },
  };
});
