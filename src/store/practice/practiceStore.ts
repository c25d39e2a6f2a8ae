import { create } from 'zustand';
import { addShots, clearShots, readShots } from './practiceDb';
import { parsePracticeFile, practiceJson } from './practiceFile';
import type { PracticeShot } from './practiceShot';

interface PracticeStore {
  /** Every kept practice volley, oldest first. */
  shots: PracticeShot[];
  /** Whether the device's history has been read (or could not be: then it lives for this visit only). */
  loaded: boolean;
  message: { tone: 'info' | 'problem'; text: string } | null;
  load: () => Promise<void>;
  keep: (shot: PracticeShot) => Promise<void>;
  clear: () => Promise<void>;
  /** Adds a history file's volleys that are not kept already; a bad file is refused and changes nothing. */
  importText: (text: string) => Promise<boolean>;
  exportText: () => string;
}

/** The same volley read twice (from a file exported earlier) is kept once. */
const shotKey = (shot: PracticeShot) => `${shot.at}|${shot.source}|${shot.strength}`;

/** Storage may be refused (private windows): the history then lasts this visit, and says so. */
const unsaved = { tone: 'problem', text: 'Practice history could not be saved on this device.' } as const;

export const usePracticeStore = create<PracticeStore>()((set, get) => ({
  shots: [],
  loaded: false,
  message: null,

  async load() {
    if (get().loaded) return;
    try {
      const kept = await readShots();
      // volleys fired before the read are kept already (or being written): counted once
      const known = new Set(kept.map(shotKey));
      const pending = get().shots.filter((shot) => !known.has(shotKey(shot)));
      set({ shots: [...kept, ...pending], loaded: true });
    } catch {
      set({ loaded: true, message: unsaved });
    }
  },
  async keep(shot) {
    set({ shots: [...get().shots, shot] });
    try {
      await addShots([shot]);
    } catch {
      set({ message: unsaved });
    }
  },
  async clear() {
    set({ shots: [], message: { tone: 'info', text: 'Practice history cleared.' } });
    try {
      await clearShots();
    } catch {
      set({ message: unsaved });
    }
  },
  async importText(text) {
    const result = parsePracticeFile(text);
    if (!result.ok) {
      set({ message: { tone: 'problem', text: result.reason } });
      return false;
    }
    const known = new Set(get().shots.map(shotKey));
    const fresh = result.shots.filter((shot) => !known.has(shotKey(shot)));
    set({
      shots: [...get().shots, ...fresh].sort((a, b) => a.at.localeCompare(b.at)),
      message: {
        tone: 'info',
        text: `History loaded: ${fresh.length} new volley${fresh.length === 1 ? '' : 's'}.`,
      },
    });
    try {
      await addShots(fresh);
    } catch {
      set({ message: unsaved });
    }
    return true;
  },
  exportText: () => practiceJson(get().shots),
}));
