import { useSettingsStore } from '../../store/settings/settingsStore';
import type { AudioContextLike } from './audioContextLike';
import { takeEarlyAudio } from './earlyAudio';
import { type SoundBoard as Board, SoundBoard, type SoundRecord } from './soundBoard';

declare global {
  interface Window {
    /** The test build's sound probe: every sound scheduled, in order. */
    __toGlorySound?: { scheduled: SoundRecord[]; unlocked: () => boolean; outputLatency: () => number };
  }
}

// the one made at the page's first gesture if there was one (see earlyAudio)
const makeContext = (): AudioContextLike | null => {
  const context = takeEarlyAudio() ?? (typeof AudioContext === 'undefined' ? null : new AudioContext());
  return context as unknown as AudioContextLike | null;
};

/** The game's one sound board (the volley playback, the table's events and the menu share it). */
export const tableSound: Board = new SoundBoard(makeContext);

if (typeof window !== 'undefined') {
  // browsers start audio only from a gesture: the first touch, click or key wakes it
  const unlock = () => tableSound.unlock();
  for (const type of ['pointerdown', 'keydown', 'touchend'] as const)
    window.addEventListener(type, unlock, { capture: true, passive: true });
  const follow = ({ volume, muted }: { volume: number; muted: boolean }) =>
    tableSound.setVolume(volume, muted);
  follow(useSettingsStore.getState());
  useSettingsStore.subscribe(follow);
  if (import.meta.env.MODE === 'test') {
    const scheduled: SoundRecord[] = [];
    tableSound.onSchedule = (record) => scheduled.push(record);
    window.__toGlorySound = {
      scheduled,
      unlocked: () => tableSound.now() !== null,
      outputLatency: () => tableSound.outputLatency(),
    };
  }
}
