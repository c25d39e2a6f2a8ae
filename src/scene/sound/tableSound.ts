import { useSettingsStore } from '../../store/settings/settingsStore';
import { probeSound } from '../testProbe';
import type { AudioContextLike } from './audioContextLike';
import { takeEarlyAudio } from './earlyAudio';
import { type SoundBoard as Board, SoundBoard } from './soundBoard';

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
  probeSound(tableSound);
}
