import type { StoreApi } from 'zustand/vanilla';
import type { Seat } from '../../engine';
import { actingSeat } from '../../table/actingSeat';
import { usePlaybackStore } from '../playback/playbackStore';
import type { OnlineState } from './onlineStore';

/**
 * Whether the turn has just come to `you` from another seat: the seat to act was another's (`before`)
 * and is now yours. Never for your own actions one after another, nor on first sight of a table
 * (`before` null: a join, a reload), where the screen already says whose turn it is.
 */
export function turnCameTo(you: Seat | null, before: Seat | null, after: Seat | null): boolean {
  return you !== null && after === you && before !== null && before !== you;
}

/** The seat to act on the table as this screen shows it (null: no table, or the game is over). */
export function shownActingSeat(online: StoreApi<OnlineState>): Seat | null {
  const shown = usePlaybackStore.getState().shown;
  const table = online.getState().table;
  return shown && table ? actingSeat(shown, table.host) : null;
}

/**
 * Calls `notify` each time the table shown at a remote table passes the turn to this device's seat
 * (the turn notice's sound). It follows the shown table, not the latest view, so the notice comes as
 * the screen shows the turn, after the other seat's moves have been played; every shown state is
 * looked at (store/wiring.ts calls the answer on each), so a turn that passes while several beats are
 * shown at once is still heard.
 */
export function turnNotice(online: StoreApi<OnlineState>, notify: () => void): () => void {
  let before = shownActingSeat(online);
  return () => {
    const after = shownActingSeat(online);
    if (turnCameTo(online.getState().table?.you ?? null, before, after)) notify();
    before = after;
  };
}
