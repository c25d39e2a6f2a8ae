import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createGame, type GameState, type Seat } from '../../../src/engine';
import type { OnlineState } from '../../../src/store/online/onlineStore';
import { turnCameTo } from '../../../src/store/online/turnNotice';
import { usePlaybackStore } from '../../../src/store/playback/playbackStore';
import { followTurnNotice } from '../../../src/store/wiring';

describe('the turn notice at a remote table', () => {
  it('sounds only when the turn comes to your seat from another, never on first sight nor for a spectator', () => {
    expect(turnCameTo(1, 0, 1)).toBe(true);
    expect(turnCameTo(1, 2, 1)).toBe(true);
    // your own actions one after another
    expect(turnCameTo(1, 1, 1)).toBe(false);
    // to another seat, or away from yours
    expect(turnCameTo(1, 0, 2)).toBe(false);
    expect(turnCameTo(1, 1, 0)).toBe(false);
    // a join or reload (nothing shown before), the end of the game, a spectator
    expect(turnCameTo(1, null, 1)).toBe(false);
    expect(turnCameTo(1, 0, null)).toBe(false);
    expect(turnCameTo(null, 0, 1)).toBe(false);
  });

  it('follows the shown table through setup and turns: once each time the turn comes to this seat', () => {
    const fresh = createGame({ names: ['Anne', 'Bob', 'Cid'], seed: 4 });
    // the host (seat 0) chooses the first player; the first player places the Kraken; then the turns
    const choosing = fresh;
    const placing = { ...fresh, phase: { kind: 'placeKraken' }, firstSeat: 1 } as GameState;
    const turnOf = (seat: Seat) =>
      ({ ...fresh, phase: { kind: 'playing' }, firstSeat: 1, turn: { ...fresh.turn, seat } }) as GameState;
    const table = { type: 'table', code: 'BCDFGHJKMN', seats: [], host: 0, you: 1, started: true } as const;
    const online = createStore<OnlineState>()(() => ({ table }) as unknown as OnlineState);
    const playback = usePlaybackStore.getState();
    playback.reset(null, 0);
    let heard = 0;
    const stop = followTurnNotice(online, () => {
      heard += 1;
    });
    const shows: [GameState | null, number][] = [
      [choosing, 0], // first sight: the host is choosing
      [placing, 1], // the host chose Bob: his turn to place the Kraken
      [turnOf(1), 1], // he goes on: his own actions
      [turnOf(1), 1],
      [turnOf(2), 1],
      [turnOf(0), 1],
      [turnOf(1), 2], // back to him from another seat
      [null, 2], // the screen left the table
      [turnOf(1), 2], // and came back on his turn: the screen says so, no sound
    ];
    for (const [state, expected] of shows) {
      usePlaybackStore.getState().reset(state, 0);
      expect(heard).toBe(expected);
    }
    // a log entry shown on the same table is no new turn
    usePlaybackStore.setState({ shownLog: 3 });
    expect(heard).toBe(2);
    stop();
    usePlaybackStore.getState().reset(turnOf(0), 0);
    usePlaybackStore.getState().reset(turnOf(1), 0);
    expect(heard).toBe(2);

    // a spectator never hears it
    const watching = createStore<OnlineState>()(
      () => ({ table: { ...table, you: null } }) as unknown as OnlineState,
    );
    const stopWatching = followTurnNotice(watching, () => {
      heard += 1;
    });
    for (const seat of [0, 1, 2, 0, 1] as const) usePlaybackStore.getState().reset(turnOf(seat), 0);
    expect(heard).toBe(2);
    stopWatching();
  });
});
