import { type GameView, isWholeState, type Seat, type TableState, viewFor } from '../../engine';
import { usePlaybackStore } from '../playback/playbackStore';
import { othersToAct, useGameStore } from './gameStore';
import { perState } from './perState';

/**
 * The table as this screen shows it, for every part of the screen that draws it (the scene, the HUD,
 * the covers): each reads it here rather than through the game screen's props.
 */

const views = perState(() => new Map<Seat, GameView>());

/**
 * A shown table as a viewer sees it, worked out once per state and viewer (the same object each time);
 * at a remote table the shown table is already this device's view.
 */
export function viewOf(shown: TableState, viewer: Seat): GameView {
  if (!isWholeState(shown)) return shown;
  const known = views(shown);
  const view = known.get(viewer) ?? viewFor(shown, viewer);
  known.set(viewer, view);
  return view;
}

export interface ShownTable {
  /** The engine's state as far as the table has played it. */
  shown: TableState;
  viewer: Seat;
  view: GameView;
}

/**
 * The shown table and its view for this screen's viewer, or null before a game is on the table: the
 * playback store's alone (each beat carries whose eyes it is drawn for), so the way out of a move reads
 * no other store.
 */
export function useShownTable(): ShownTable | null {
  const shown = usePlaybackStore((store) => store.shown);
  const viewer = usePlaybackStore((store) => store.viewer);
  return shown ? { shown, viewer, view: viewOf(shown, viewer) } : null;
}

/** The hand-off covers the table once it has played up to the turn handed over. */
export function isCovered(handOffSeat: Seat | null, shown: TableState | null): boolean {
  return handOffSeat !== null && shown?.phase.kind === 'playing' && shown.turn?.seat === handOffSeat;
}

export function useCovered(): boolean {
  const handOffSeat = useGameStore((store) => store.handOffSeat);
  return usePlaybackStore((store) => isCovered(handOffSeat, store.shown));
}

/**
 * While a computer captain plays (or, at a remote table, any other seat), the person's controls rest.
 */
export function useOthersActing(): boolean {
  return useGameStore((store) => othersToAct(store.game, store.seats, store.remote));
}
