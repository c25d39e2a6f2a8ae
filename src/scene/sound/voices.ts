import type { SoundMaterial } from './soundMaterial';

/** How one knock is synthesised: a short pitched body and a click of filtered noise. */
export interface KnockVoice {
  /** Peak gain, 0–1, before the master volume. */
  gain: number;
  /** Pitch of the body, Hz. */
  frequency: number;
  /** Time for the body to die away, s. */
  decay: number;
  /** Share of filtered noise in the knock (the click of wood, the slap of the sea). */
  noise: number;
  /** Centre of the noise's band-pass, Hz. */
  noiseHz: number;
}

/** Impulses (g·cm/s) the loudness spans: the trace's floor of 4 is a whisper, a full-speed cube ~400. */
export const QUIET_IMPULSE = 4;
export const LOUD_IMPULSE = 400;

/** The timbre of each surface a cube strikes: ringing wood, the dead cardboard of land, the wet sea. */
export const TIMBRES: Record<SoundMaterial, Omit<KnockVoice, 'gain'>> = {
  wood: { frequency: 1100, decay: 0.09, noise: 0.35, noiseHz: 3200 },
  board: { frequency: 380, decay: 0.05, noise: 0.5, noiseHz: 1400 },
  sea: { frequency: 220, decay: 0.04, noise: 0.8, noiseHz: 700 },
};

/** Loudness of an impulse, 0.05–1, on a log scale (the ear hears ratios). */
export function loudness(impulse: number): number {
  if (!(impulse > QUIET_IMPULSE)) return 0.05;
  const share = Math.log(impulse / QUIET_IMPULSE) / Math.log(LOUD_IMPULSE / QUIET_IMPULSE);
  return Math.min(1, Math.max(0.05, share));
}

/**
 * A knock of this impulse on this surface: louder, a little higher (up to +25 %) and longer (up to
 * +50 %) the harder it strikes, as a struck block rings brighter when hit harder.
 */
export function knockVoice(impulse: number, material: SoundMaterial): KnockVoice {
  const timbre = TIMBRES[material];
  const level = loudness(impulse);
  return {
    gain: level,
    frequency: timbre.frequency * (1 + 0.25 * level),
    decay: timbre.decay * (1 + 0.5 * level),
    noise: timbre.noise,
    noiseHz: timbre.noiseHz,
  };
}
