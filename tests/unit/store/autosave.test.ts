import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OLDER_TAB_NOTICE, useGameStore } from '../../../src/store/game/gameStore';
import { watchOtherTabs } from '../../../src/store/saves/tabGuard';

/** A browser's localStorage, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, String(value)),
  };
}

const SETUP = {
  players: [
    { name: 'Anne', ship: 'red' as const, captain: 'helmsman' as const },
    { name: 'Mary', ship: 'yellow' as const, captain: 'navigator' as const },
  ],
  firstSeat: 0 as const,
  seed: 11,
};

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
  useGameStore.setState({ olderTab: false, lastGoodOffer: null, notice: null, game: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the autosave', () => {
  it('offers the last good save, kept in its own slot, when the autosave and the one before cannot be read', () => {
    useGameStore.getState().startGame(SETUP);
    useGameStore.getState().markGood();
    const good = useGameStore.getState().game;
    storage.setItem('to-glory:save', '{"format":"to-glory-save", broken');
    storage.setItem('to-glory:save:previous', 'not even JSON');
    useGameStore.setState({ game: null });
    useGameStore.getState().loadFromStorage();
    expect(useGameStore.getState().game).toBeNull();
    expect(useGameStore.getState().notice).toMatch(
      /not valid JSON.*The earlier autosave could not be read either\./,
    );
    expect(useGameStore.getState().lastGoodOffer).toBe('Game of Anne, Mary — setting up');
    expect(useGameStore.getState().restoreLastGood()).toBe(true);
    expect(useGameStore.getState().game).toEqual(good);
    expect(useGameStore.getState().lastGoodOffer).toBeNull();
  });

  it('offers nothing when no good save is kept either, and says so', () => {
    storage.setItem('to-glory:save', 'broken');
    useGameStore.getState().loadFromStorage();
    expect(useGameStore.getState().notice).toMatch(/No earlier save could be restored\.$/);
    expect(useGameStore.getState().lastGoodOffer).toBeNull();
  });
});

describe('two tabs of one game', () => {
  it('the older tab is told when a newer one opens, and stops writing over its saves', async () => {
    const older = vi.fn();
    const stopOlder = watchOtherTabs(older);
    const newer = vi.fn();
    const stopNewer = watchOtherTabs(newer);
    await vi.waitFor(() => expect(older).toHaveBeenCalledTimes(1));
    expect(newer).not.toHaveBeenCalled();
    stopOlder();
    stopNewer();

    useGameStore.getState().startGame(SETUP);
    const written = storage.getItem('to-glory:save');
    useGameStore.getState().becomeOlderTab();
    useGameStore.getState().startGame({ ...SETUP, seed: 12 });
    expect(storage.getItem('to-glory:save')).toBe(written);
    expect(useGameStore.getState().notice).toBe(OLDER_TAB_NOTICE);
  });
});
