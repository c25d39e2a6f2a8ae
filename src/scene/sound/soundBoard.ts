import type { AudioContextLike, AudioNodeLike, AudioParamLike } from './audioContextLike';
import { knockVoice, LOUD_IMPULSE, loudness } from './voices';
import type { VolleyCue } from './volleyCues';

/**
 * The table's sounds that are not a cube's: coins into the hold, a curse, a turn passing, and at a
 * remote table the turn coming to this device's seat.
 */
export type TableCue = 'coins' | 'curse' | 'turn' | 'yourTurn';

/** What the sound board did, for the test build's probe and the browser bench. */
export interface SoundRecord {
  kind: VolleyCue['kind'] | TableCue;
  /** Audio-clock time it was scheduled for, s. */
  at: number;
  /** How far behind its time in the trace it was scheduled (volley cues), s. */
  late: number;
  /** Its time in the trace (volley cues), s. */
  time?: number;
}

/** Quietest level an exponential ramp may reach (it cannot reach 0). */
const SILENT = 0.0001;

/**
 * Synthesised sounds on one AudioContext, made when the player first touches the page (browsers
 * start audio only after a gesture): no sound files to load or cache. One master gain carries the
 * volume and mute. Everything is scheduled on the audio clock, so it keeps time with the frames.
 */
export class SoundBoard {
  private context: AudioContextLike | null = null;
  private master: (AudioNodeLike & { gain: AudioParamLike }) | null = null;
  private noise: unknown = null;
  private level = 1;
  /** Told of every sound scheduled (the test build's probe, the bench). */
  onSchedule: ((record: SoundRecord) => void) | null = null;

  constructor(private readonly makeContext: () => AudioContextLike | null) {}

  /** Makes (or wakes) the audio context: call from a user gesture. */
  unlock(): void {
    if (!this.context) {
      const context = this.makeContext();
      if (!context) return;
      this.context = context;
      this.master = context.createGain();
      this.master.gain.value = this.level;
      this.master.connect(context.destination);
      this.noise = whiteNoise(context);
    }
    if (this.context.state === 'suspended') void this.context.resume().catch(() => undefined);
  }

  /** Delay between a sound's scheduled time and the speaker, s (0 where the browser does not tell). */
  outputLatency(): number {
    return (this.context?.baseLatency ?? 0) + (this.context?.outputLatency ?? 0);
  }

  /** The audio clock, or null before the first gesture (nothing sounds then). */
  now(): number | null {
    return this.context?.currentTime ?? null;
  }

  setVolume(volume: number, muted: boolean): void {
    this.level = muted ? 0 : Math.min(1, Math.max(0, volume));
    if (this.master && this.context) this.master.gain.setValueAtTime(this.level, this.context.currentTime);
  }

  /** Plays a volley's cue at `at` on the audio clock. */
  playVolleyCue(cue: VolleyCue, at: number, late = 0): void {
    const context = this.context;
    if (!context) return;
    switch (cue.kind) {
      case 'strike':
        this.knock(context, knockVoice(LOUD_IMPULSE * Math.max(0.15, cue.strength), 'wood'), at);
        this.tone(context, 'sine', 95, 0.5 * Math.max(0.2, cue.strength), at, 0.14, 60);
        break;
      case 'knock':
        this.knock(context, knockVoice(cue.impulse, cue.material), at);
        break;
      case 'splash':
        this.splash(context, loudness(cue.impulse), at);
        break;
      default: {
        const never: never = cue;
        throw new Error(`Unknown cue ${String(never)}`);
      }
    }
    this.onSchedule?.({ kind: cue.kind, at, late, time: cue.time });
  }

  /** Plays a table cue now (or at `at`). */
  playTableCue(cue: TableCue, at?: number): void {
    const context = this.context;
    if (!context) return;
    const start = at ?? context.currentTime;
    switch (cue) {
      case 'coins':
        // three coins, each a bright partial and its inharmonic overtone, one after another
        for (const [offset, pitch] of [
          [0, 2600],
          [0.07, 3100],
          [0.15, 2850],
        ] as const) {
          this.tone(context, 'sine', pitch, 0.22, start + offset, 0.16);
          this.tone(context, 'sine', pitch * 2.76, 0.08, start + offset, 0.08);
        }
        break;
      case 'curse':
        // a low, sour note: two saws a semitone apart, darkened
        this.tone(context, 'sawtooth', 73.4, 0.3, start, 1.4, undefined, 420);
        this.tone(context, 'sawtooth', 77.8, 0.2, start + 0.05, 1.3, undefined, 420);
        break;
      case 'turn':
        this.tone(context, 'triangle', 587, 0.25, start, 0.18);
        this.tone(context, 'triangle', 880, 0.25, start + 0.12, 0.3);
        break;
      case 'yourTurn':
        // the turn's chime rising a step further, brighter: heard from another room as "you're up"
        this.tone(context, 'triangle', 659, 0.28, start, 0.16);
        this.tone(context, 'triangle', 880, 0.28, start + 0.11, 0.16);
        this.tone(context, 'triangle', 1319, 0.3, start + 0.22, 0.45);
        this.tone(context, 'sine', 2638, 0.06, start + 0.22, 0.3);
        break;
      default: {
        const never: never = cue;
        throw new Error(`Unknown cue ${String(never)}`);
      }
    }
    this.onSchedule?.({ kind: cue, at: start, late: 0 });
  }

  private envelope(context: AudioContextLike, peak: number, at: number, decay: number) {
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(Math.max(SILENT, peak), at + 0.003);
    gain.gain.exponentialRampToValueAtTime(SILENT, at + decay);
    if (this.master) gain.connect(this.master);
    return gain;
  }

  /** A pitched voice: `glideTo` bends the pitch down over its life, `lowpass` darkens it. */
  private tone(
    context: AudioContextLike,
    type: OscillatorType,
    frequency: number,
    peak: number,
    at: number,
    decay: number,
    glideTo?: number,
    lowpass?: number,
  ) {
    const osc = context.createOscillator();
    osc.type = type;
    osc.frequency.setValueAtTime(frequency, at);
    if (glideTo !== undefined) osc.frequency.exponentialRampToValueAtTime(glideTo, at + decay);
    const gain = this.envelope(context, peak, at, decay);
    if (lowpass !== undefined) {
      const filter = context.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.setValueAtTime(lowpass, at);
      filter.Q.value = 1;
      osc.connect(filter);
      filter.connect(gain);
    } else osc.connect(gain);
    osc.start(at);
    osc.stop(at + decay + 0.02);
  }

  private noiseBurst(
    context: AudioContextLike,
    filterType: BiquadFilterType,
    hz: number,
    peak: number,
    at: number,
    decay: number,
    sweepTo?: number,
  ) {
    const source = context.createBufferSource();
    source.buffer = this.noise;
    const filter = context.createBiquadFilter();
    filter.type = filterType;
    filter.frequency.setValueAtTime(hz, at);
    if (sweepTo !== undefined) filter.frequency.exponentialRampToValueAtTime(sweepTo, at + decay);
    filter.Q.value = filterType === 'bandpass' ? 1.5 : 0.7;
    source.connect(filter);
    filter.connect(this.envelope(context, peak, at, decay));
    source.start(at);
    source.stop(at + decay + 0.02);
  }

  private knock(context: AudioContextLike, voice: ReturnType<typeof knockVoice>, at: number) {
    this.tone(
      context,
      'triangle',
      voice.frequency,
      voice.gain * (1 - voice.noise),
      at,
      voice.decay,
      voice.frequency * 0.8,
    );
    this.noiseBurst(context, 'bandpass', voice.noiseHz, voice.gain * voice.noise, at, voice.decay * 0.6);
  }

  private splash(context: AudioContextLike, level: number, at: number) {
    this.noiseBurst(context, 'lowpass', 2400, 0.6 * level, at, 0.4, 350);
    this.noiseBurst(context, 'bandpass', 900, 0.3 * level, at + 0.06, 0.25);
  }
}

/** Half a second of white noise from a fixed seed: the same hiss every time (a replay sounds the same). */
function whiteNoise(context: AudioContextLike): unknown {
  const length = Math.round(context.sampleRate * 0.5);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  let seed = 0x2f6b1a3d;
  for (let i = 0; i < length; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    data[i] = seed / 2147483648 - 1;
  }
  return buffer;
}
