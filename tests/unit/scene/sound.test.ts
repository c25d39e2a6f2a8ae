import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/gameEvent';
import { initPhysics, simulateVolley } from '../../../src/physics';
import type { ColliderOwner, ContactRecord, VolleyTrace } from '../../../src/physics/traceTypes';
import type { AudioContextLike } from '../../../src/scene/sound/audioContextLike';
import { CueScheduler } from '../../../src/scene/sound/cueScheduler';
import { SoundBoard, type SoundRecord } from '../../../src/scene/sound/soundBoard';
import { materialOf } from '../../../src/scene/sound/soundMaterial';
import { tableCuesOf } from '../../../src/scene/sound/tableCueFor';
import { knockVoice, loudness } from '../../../src/scene/sound/voices';
import { type VolleyCue, volleyCues } from '../../../src/scene/sound/volleyCues';
import { emptySeaLayout, layoutInput } from '../../../src/table/sandboxLayout';

/** A fake AudioContext that writes down every node made and every value scheduled on it. */
function fakeContext(state = 'suspended') {
  const log: string[] = [];
  let made = 0;
  const param = (name: string) => ({
    value: 0,
    setValueAtTime: (v: number, t: number) => log.push(`${name}.set ${round(v)} @${round(t)}`),
    linearRampToValueAtTime: (v: number, t: number) => log.push(`${name}.linear ${round(v)} @${round(t)}`),
    exponentialRampToValueAtTime: (v: number, t: number) => log.push(`${name}.exp ${round(v)} @${round(t)}`),
  });
  const node = (kind: string) => {
    const id = `${kind}${++made}`;
    return {
      id,
      connect: () => undefined,
      start: (t: number) => log.push(`${id}.start @${round(t)}`),
      stop: (t: number) => log.push(`${id}.stop @${round(t)}`),
      gain: param(`${id}.gain`),
      frequency: param(`${id}.frequency`),
      Q: param(`${id}.Q`),
      type: '',
      buffer: null as unknown,
    };
  };
  const context = {
    currentTime: 2,
    sampleRate: 8000,
    state,
    resumed: 0,
    destination: node('destination'),
    resume() {
      this.resumed++;
      return Promise.resolve();
    },
    createGain: () => node('gain'),
    createOscillator: () => node('osc'),
    createBiquadFilter: () => node('filter'),
    createBuffer: (_c: number, length: number) => {
      const data = new Float32Array(length);
      return { getChannelData: () => data };
    },
    createBufferSource: () => node('noise'),
  };
  return { context, log };
}
const round = (v: number) => Math.round(v * 10000) / 10000;

const COLLIDERS: ColliderOwner[] = [
  { kind: 'cube', body: 0 },
  { kind: 'cube', body: 1 },
  { kind: 'board' },
  { kind: 'island' },
  { kind: 'piece', piece: 'blue', part: 'hull' },
];

function traceWith(contacts: ContactRecord[]): VolleyTrace {
  return {
    version: 1,
    input: { strike: { strength: 0.6 } } as VolleyTrace['input'],
    launch: { kind: 'lever' },
    dt: 1 / 100,
    sampleEvery: 2,
    steps: 100,
    endReason: 'rest',
    pieces: [],
    bodies: [],
    colliders: COLLIDERS,
    contacts,
    touches: [],
    frames: [],
    final: [],
  };
}

describe('a knock follows the impulse and the materials', () => {
  it('loudness runs on a log scale from the floor of 4 (a whisper) to 400 g·cm/s (full)', () => {
    expect(loudness(0)).toBe(0.05);
    expect(loudness(4)).toBe(0.05);
    expect(loudness(40)).toBeCloseTo(0.5, 9);
    expect(loudness(400)).toBe(1);
    expect(loudness(4000)).toBe(1);
    expect(loudness(Number.NaN)).toBe(0.05);
  });

  it('a harder knock is louder, higher and longer', () => {
    // at 40 g·cm/s the level is ½: pitch × 1.125, decay × 1.25
    const voice = knockVoice(40, 'wood');
    expect({ ...voice, decay: round(voice.decay) }).toEqual({
      gain: 0.5,
      frequency: 1237.5,
      decay: 0.1125,
      noise: 0.35,
      noiseHz: 3200,
    });
    expect(knockVoice(400, 'wood').frequency).toBeCloseTo(1375, 9);
    expect(knockVoice(4, 'wood').gain).toBe(0.05);
  });

  it('wood rings highest, the printed land is duller, the sea lowest and most noise', () => {
    const [wood, board, sea] = [knockVoice(100, 'wood'), knockVoice(100, 'board'), knockVoice(100, 'sea')];
    expect(wood.frequency).toBeGreaterThan(board.frequency);
    expect(board.frequency).toBeGreaterThan(sea.frequency);
    expect(sea.noise).toBeGreaterThan(board.noise);
    expect(board.noise).toBeGreaterThan(wood.noise);
    expect(wood.gain).toBe(sea.gain);
  });

  it('names the material of whatever a cube strikes', () => {
    expect(COLLIDERS.map(materialOf)).toEqual(['wood', 'wood', 'sea', 'board', 'wood']);
    expect(materialOf({ kind: 'lever', body: 2, piece: 'red' })).toBe('wood');
    expect(materialOf({ kind: 'captain', body: 3, ship: 'red' })).toBe('wood');
  });
});

describe('the cues of a trace', () => {
  it('one knock per touch (its steps merged), a splash at each cube’s first touch of the sea', () => {
    const cues = volleyCues(
      traceWith([
        [0, 0, 1, 0.4, 0], // the cubes resting against each other at the strike: no knock
        [10, 0, 2, 50, 0], // cube 0 lands in the sea: a knock and a splash
        [11, 0, 2, 20.5, 0], // the same landing a step later: merged into it
        [12, 0, 1, 100, 0], // the two cubes knock together
        [30, 0, 2, 8, 0], // cube 0 bounces on the sea again: a knock, no second splash
        [40, 1, 3, 10, 0], // cube 1 lands on an island
        [41, 1, 4, 30, 0], // and rolls into a ship's hull
        [60, 1, 2, 1.5, 0.001], // a graze of the sea: no knock, but the first touch splashes
      ]),
    );
    expect(cues.map((cue) => ({ ...cue, time: round(cue.time) }))).toEqual<VolleyCue[]>([
      { kind: 'strike', time: 0, strength: 0.6 },
      { kind: 'knock', time: 0.1, impulse: 70.5, material: 'sea' },
      { kind: 'splash', time: 0.1, impulse: 50 },
      { kind: 'knock', time: 0.12, impulse: 100, material: 'wood' },
      { kind: 'knock', time: 0.3, impulse: 8, material: 'sea' },
      { kind: 'knock', time: 0.4, impulse: 10, material: 'board' },
      { kind: 'knock', time: 0.41, impulse: 30, material: 'wood' },
      { kind: 'splash', time: 0.6, impulse: 1.5 },
    ]);
  });

  it('a thrown volley has no strike', () => {
    const trace = { ...traceWith([]), launch: { kind: 'thrown' as const, cubes: [] } };
    expect(volleyCues(trace)).toEqual([]);
  });

  describe('a simulated volley', () => {
    let trace: VolleyTrace;
    beforeAll(async () => {
      await initPhysics();
      trace = simulateVolley(layoutInput(emptySeaLayout(), 0.3, 1));
    });

    it('sounds its strike first, knocks in time order, and splashes at most once a cube', () => {
      const cues = volleyCues(trace);
      expect(cues[0]).toEqual({ kind: 'strike', time: 0, strength: 0.3 });
      const times = cues.map((cue) => cue.time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(cues.filter((cue) => cue.kind === 'knock').length).toBeGreaterThan(2);
      const splashes = cues.filter((cue) => cue.kind === 'splash').length;
      const cubes = trace.bodies.filter((body) => body.kind === 'cube').length;
      expect(splashes).toBeGreaterThan(0);
      expect(splashes).toBeLessThanOrEqual(cubes);
      // every knock is at a contact's step, never after the trace
      for (const cue of cues) expect(cue.time).toBeLessThanOrEqual(trace.steps * trace.dt);
      expect(volleyCues(trace)).toEqual(cues);
    });
  });
});

describe('contact times become audio-clock times', () => {
  const cues: VolleyCue[] = [
    { kind: 'strike', time: 0, strength: 1 },
    { kind: 'knock', time: 0.1, impulse: 20, material: 'wood' },
    { kind: 'knock', time: 0.3, impulse: 20, material: 'sea' },
  ];
  const times = (due: ReturnType<CueScheduler['advance']>) =>
    due.map((d) => [d.cue.time, round(d.at), round(d.late)]);

  it('schedules each cue once, ahead of the frame that shows it, offset by (time − shown) / speed', () => {
    const scheduler = new CueScheduler(cues, 0.05);
    expect(times(scheduler.advance(0, 1, false, 5))).toEqual([[0, 5, 0]]);
    expect(times(scheduler.advance(0.04, 1, false, 5.04))).toEqual([]);
    expect(times(scheduler.advance(0.06, 1, false, 5.06))).toEqual([[0.1, 5.1, 0]]);
    expect(times(scheduler.advance(0.07, 1, false, 5.07))).toEqual([]);
  });

  it('in slow motion the offsets stretch; a slow frame schedules late, by how far behind it is', () => {
    const slow = new CueScheduler(cues, 0.05);
    slow.advance(0, 0.5, false, 1);
    // 0.1 s of trace at half speed is 0.2 s of sound; the lookahead is 0.025 s of trace then
    expect(times(slow.advance(0.08, 0.5, false, 1.16))).toEqual([[0.1, 1.2, 0]]);
    const late = new CueScheduler(cues, 0.05);
    late.advance(0, 1, false, 0);
    expect(times(late.advance(0.35, 1, false, 0.35))).toEqual([[0.3, 0.35, 0.05]]);
  });

  it('a replay from the start schedules them all again; a scrub past a cue leaves it silent', () => {
    const scheduler = new CueScheduler(cues, 0.05);
    scheduler.advance(0, 1, false, 0);
    scheduler.advance(0.1, 1, false, 0.1);
    scheduler.advance(0.3, 1, false, 0.3);
    expect(times(scheduler.advance(0, 1, false, 9))).toEqual([[0, 9, 0]]);
    expect(times(scheduler.advance(1, 1, false, 9.5))).toEqual([]);
  });

  it('a paused clock schedules nothing and the cues wait for it', () => {
    const scheduler = new CueScheduler(cues, 0.05);
    expect(scheduler.advance(0, 1, true, 0)).toEqual([]);
    expect(times(scheduler.advance(0, 1, false, 3))).toEqual([[0, 3, 0]]);
  });
});

describe('the sound board on a fake AudioContext', () => {
  function board(state = 'suspended') {
    const fake = fakeContext(state);
    let made = 0;
    const sound = new SoundBoard(() => {
      made++;
      return fake.context as unknown as AudioContextLike;
    });
    const records: SoundRecord[] = [];
    sound.onSchedule = (record) => records.push(record);
    return { sound, fake, records, made: () => made };
  }

  it('is silent and makes no context before the first gesture; a gesture makes one and wakes it', () => {
    const { sound, fake, records, made } = board();
    expect(sound.now()).toBeNull();
    sound.playVolleyCue({ kind: 'knock', time: 0, impulse: 40, material: 'wood' }, 1);
    sound.playTableCue('coins');
    expect([made(), fake.log, records]).toEqual([0, [], []]);
    sound.unlock();
    sound.unlock();
    expect(made()).toBe(1);
    expect(fake.context.resumed).toBe(2);
    expect(sound.now()).toBe(2);
  });

  it('a knock at its time: the body at the voice’s pitch and gain, the click at the noise’s share', () => {
    const { sound, fake, records } = board('running');
    sound.unlock();
    fake.log.length = 0;
    sound.playVolleyCue({ kind: 'knock', time: 0.4, impulse: 40, material: 'wood' }, 2.5, 0.01);
    // knockVoice(40, wood): gain 0.5, 1237.5 Hz, decay 0.1125, noise 0.35 at 3200 Hz
    expect(fake.log).toEqual([
      'osc3.frequency.set 1237.5 @2.5',
      'osc3.frequency.exp 990 @2.6125',
      'gain4.gain.set 0 @2.5',
      'gain4.gain.linear 0.325 @2.503',
      'gain4.gain.exp 0.0001 @2.6125',
      'osc3.start @2.5',
      'osc3.stop @2.6325',
      'filter6.frequency.set 3200 @2.5',
      'gain7.gain.set 0 @2.5',
      'gain7.gain.linear 0.175 @2.503',
      'gain7.gain.exp 0.0001 @2.5675',
      'noise5.start @2.5',
      'noise5.stop @2.5875',
    ]);
    expect(records).toEqual([{ kind: 'knock', at: 2.5, late: 0.01, time: 0.4 }]);
  });

  it('the volume and mute set the master gain', () => {
    const { sound, fake } = board('running');
    sound.setVolume(0.4, false);
    sound.unlock();
    // the master gain is the first node made
    fake.log.length = 0;
    sound.setVolume(0.25, false);
    sound.setVolume(0.25, true);
    sound.setVolume(7, false);
    expect(fake.log).toEqual(['gain2.gain.set 0.25 @2', 'gain2.gain.set 0 @2', 'gain2.gain.set 1 @2']);
  });

  it('each table cue and each volley cue kind sounds, at the time asked', () => {
    const { sound, records } = board('running');
    sound.unlock();
    sound.playVolleyCue({ kind: 'strike', time: 0, strength: 0.5 }, 3);
    sound.playVolleyCue({ kind: 'splash', time: 0.2, impulse: 80 }, 3.2);
    sound.playTableCue('coins');
    sound.playTableCue('curse', 4);
    sound.playTableCue('turn', 5);
    sound.playTableCue('yourTurn', 6);
    expect(records.map((r) => [r.kind, r.at])).toEqual([
      ['strike', 3],
      ['splash', 3.2],
      ['coins', 2],
      ['curse', 4],
      ['turn', 5],
      ['yourTurn', 6],
    ]);
  });
});

describe('the table’s own sounds', () => {
  const event = (e: object) => ({ undoable: true, ...e }) as GameEvent;
  it('coins clink, a curse sounds low, a turn passing chimes; each once a batch, in order', () => {
    expect(
      tableCuesOf([
        event({ type: 'turnEnded', seat: 0, round: 1, actionsUsed: 2 }),
        event({ type: 'turnStarted', seat: 1, round: 1 }),
      ]),
    ).toEqual(['turn']);
    expect(
      tableCuesOf([
        event({ type: 'coinsPaid', seat: 0, coins: 2 }),
        event({ type: 'cursed', seat: 1, cause: 'volley', alreadyCursed: false }),
        event({ type: 'coinsPaid', seat: 0, coins: 1 }),
      ]),
    ).toEqual(['coins', 'curse']);
    expect(tableCuesOf([event({ type: 'coinsPaid', seat: 0, coins: 0 })])).toEqual([]);
    expect(tableCuesOf([event({ type: 'roundEnded', round: 1 })])).toEqual([]);
  });
});
