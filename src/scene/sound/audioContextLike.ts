/** The part of Web Audio's AudioContext the sound board uses (a fake one stands in for tests). */
export interface AudioParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}

export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
}

export interface ScheduledSourceLike extends AudioNodeLike {
  start(when?: number): void;
  stop(when?: number): void;
}

export interface AudioContextLike {
  readonly currentTime: number;
  readonly sampleRate: number;
  readonly state: string;
  /** Delay from scheduling to the speaker, s (where the browser tells it). */
  readonly baseLatency?: number;
  readonly outputLatency?: number;
  readonly destination: AudioNodeLike;
  resume(): Promise<void>;
  createGain(): AudioNodeLike & { gain: AudioParamLike };
  createOscillator(): ScheduledSourceLike & { type: OscillatorType; frequency: AudioParamLike };
  createBiquadFilter(): AudioNodeLike & {
    type: BiquadFilterType;
    frequency: AudioParamLike;
    Q: AudioParamLike;
  };
  createBuffer(
    channels: number,
    length: number,
    sampleRate: number,
  ): { getChannelData(channel: number): Float32Array };
  createBufferSource(): ScheduledSourceLike & { buffer: unknown };
}
