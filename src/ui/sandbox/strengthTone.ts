import { takeEarlyAudio } from '../../scene/sound/earlyAudio';

/** The tone's pitch at strength 0 and at 1, Hz: two octaves, low to high, so the pull is heard rising. */
const LOW_HZ = 220;
const HIGH_HZ = 880;
/** Strength steps heard: one blip each time the strength crosses a 5 % step, not one per frame. */
export const TONE_STEP = 0.05;

/** The pitch of a strength (exponential, so equal steps of strength sound like equal steps of pitch). */
export function toneFrequency(strength: number): number {
  const s = Math.min(1, Math.max(0, strength));
  return LOW_HZ * (HIGH_HZ / LOW_HZ) ** s;
}

/** The step a strength is heard at: a new blip only when this changes. */
export const toneStep = (strength: number) => Math.round(Math.min(1, Math.max(0, strength)) / TONE_STEP);

let context: AudioContext | null = null;

/** A short blip at the strength's pitch, at this loudness (0–1); silent where there is no Web Audio. */
export function playStrengthTone(strength: number, volume: number): void {
  if (typeof AudioContext === 'undefined' || volume <= 0) return;
  context ??= takeEarlyAudio() ?? new AudioContext();
  const now = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = toneFrequency(strength);
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.2 * volume, now + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.12);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.13);
}
