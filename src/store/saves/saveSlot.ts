/**
 * The browser's save slots: the current save and the one before it, so that when the current one turns
 * out corrupt the last good one is still there; and apart from both, the last save the screen showed
 * without crashing, to go back to after a crash (the autosave may be what crashed). Storage that is
 * full or unavailable (private mode) is reported as a message, never thrown.
 */
const CURRENT_KEY = 'to-glory:save';
const PREVIOUS_KEY = 'to-glory:save:previous';
const GOOD_KEY = 'to-glory:save:good';

export type SlotWrite = { ok: true } | { ok: false; reason: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // some browsers throw on merely touching localStorage when it is disabled
  }
}

export function writeSlot(text: string): SlotWrite {
  const store = storage();
  if (!store)
    return {
      ok: false,
      reason: 'Saving is unavailable in this browser (private mode?): progress will be lost on reload.',
    };
  try {
    const current = store.getItem(CURRENT_KEY);
    store.setItem(CURRENT_KEY, text);
    if (current !== null && current !== text) store.setItem(PREVIOUS_KEY, current);
    return { ok: true };
  } catch (error) {
    const full = error instanceof DOMException && /quota/i.test(error.name);
    return {
      ok: false,
      reason: full
        ? 'The browser’s storage is full: the game could not be saved. Export it to a file to keep it.'
        : 'The game could not be saved: storage is unavailable. Export it to a file to keep it.',
    };
  }
}

/** The saved texts, newest first. */
export function readSlots(): string[] {
  const store = storage();
  if (!store) return [];
  try {
    return [store.getItem(CURRENT_KEY), store.getItem(PREVIOUS_KEY)].filter(
      (text): text is string => text !== null,
    );
  } catch {
    return [];
  }
}

/** Makes the given text the current save again (after the current one was found corrupt). */
export function restoreSlot(text: string): void {
  const store = storage();
  try {
    store?.setItem(CURRENT_KEY, text);
  } catch {
    // nothing more to do: the text is still in memory and the player was told saving failed
  }
}

/** Keeps a save the screen has shown without crashing; a failure only means there is none to go back to. */
export function writeGoodSlot(text: string): void {
  try {
    storage()?.setItem(GOOD_KEY, text);
  } catch {
    // full or unavailable storage: the autosave has already said so
  }
}

export function readGoodSlot(): string | null {
  try {
    return storage()?.getItem(GOOD_KEY) ?? null;
  } catch {
    return null;
  }
}
