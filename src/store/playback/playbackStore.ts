import { create } from 'zustand';
import type { GameEvent, GameState } from '../../engine';
import type { Seat } from '../../engine/ids';
import { useDriverStore } from '../captains/driverStore';
import { useSettingsStore } from '../settings/settingsStore';
import type { Beat } from './beatsFor';

/** A beat being played: the state it starts from, when it started and for how long (ms, performance.now). */
export interface Playing {
  beat: Beat;
  from: GameState;
  startedAt: number;
  /** Infinity for a volley's flight: it ends when the cubes land. */
  duration: number;
}

interface PlaybackStore {
  /** What the table, panels and log show: the engine's state as far as the table has played it. */
  shown: GameState | null;
  /** Log entries shown. */
  shownLog: number;
  queue: Beat[];
  playing: Playing | null;
  /**
   * The seat the screen is covered for (people sharing it pass it on): once the table reaches that seat's
   * turn, its beats wait for the cover to lift, so the seat sees its turn begin (a captain standing again).
   */
  coveredSeat: Seat | null;
  /** Covers the table for a seat's turn, or lifts the cover (null) and plays on. */
  cover: (seat: Seat | null) => void;
  /** Shows a state at once, with nothing to play (a load, a new game, a reload). */
  reset: (state: GameState | null, log: number) => void;
  /** Plays the beats of an action after those already waiting. */
  enqueue: (beats: readonly Beat[]) => void;
  /** Ends the beat being played now (its time is up, its cubes landed, or the turn is skipped). */
  finish: () => void;
}

/** Time of each kind of event on the table at full pace, ms (0: shown at once). */
export function beatMs(event: GameEvent | null): number {
  switch (event?.type) {
    case 'shipMoved':
      return 420 * event.path.length;
    case 'krakenMoved':
      return 420 * event.path.length;
    case 'turned':
      return 380;
    case 'undone':
      return 450;
    // a card flies from its island and lands face down; coins fly one after another
    case 'cardDrawn':
    case 'coinsPaid':
      return 1200;
    // a captain card turns over; a captain falls or stands again
    case 'cursed':
      return event.alreadyCursed ? 0 : 700;
    case 'curseLifted':
      return 700;
    case 'captainKnockedOff':
    case 'captainReturned':
      return 600;
    case 'jollyRogerDrawn':
    case 'treasureClaimed':
      return 350;
    default:
      return 0;
  }
}

/** The computer's speeds: Fast shortens each beat of its turn. */
const FAST_PACE = 0.35;

/**
 * How much of a beat's time it takes now: none with reduced motion (the same states are shown, without
 * the glide) or while a computer's turn is skipped, less on Fast.
 */
export function paceOf(beat: Beat): number {
  if (useSettingsStore.getState().reducedMotion) return 0;
  const slow = testSlowMotion();
  if (!beat.computer) return slow;
  const driver = useDriverStore.getState();
  if (driver.skipping === beat.turnKey) return 0;
  return (driver.speed === 'fast' ? FAST_PACE : 1) * slow;
}

/**
 * The test build's slow motion (a number set on the page before it loads): the browser tests draw in
 * software, a frame in a few hundred ms, and still see a glide under way. 1 in every other build.
 */
function testSlowMotion(): number {
  if (import.meta.env.MODE !== 'test') return 1;
  const factor = (globalThis as { __toGlorySlowMotion?: unknown }).__toGlorySlowMotion;
  return typeof factor === 'number' && factor > 0 ? factor : 1;
}

type BeatListener = (beat: Beat, moment: 'start' | 'end') => void;
const listeners = new Set<BeatListener>();

/**
 * Hears every beat as it starts and as it ends (sound: a knock as a ship sets off, coins as they land);
 * a flight's start carries its trace. Returns the unsubscribe.
 */
export function onBeat(listener: BeatListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let timer: ReturnType<typeof setTimeout> | null = null;

export const usePlaybackStore = create<PlaybackStore>()((set, get) => {
  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  /** Starts beats until one takes time; those that take none are shown at once, in order. */
  function next() {
    for (;;) {
      const { queue, shown, shownLog, playing, coveredSeat } = get();
      if (playing || queue.length === 0 || !shown) return;
      const [beat, ...rest] = queue as [Beat, ...Beat[]];
      const duration = beat.flight ? Number.POSITIVE_INFINITY : beatMs(beat.event) * paceOf(beat);
      // behind the cover nothing would be seen: the beat waits for the seat to look
      if (duration > 0 && coveredSeat !== null && shown.turn?.seat === coveredSeat) return;
      for (const listener of listeners) listener(beat, 'start');
      if (duration > 0) {
        set({ queue: rest, playing: { beat, from: shown, startedAt: performance.now(), duration } });
        if (Number.isFinite(duration)) timer = setTimeout(() => get().finish(), duration);
        return;
      }
      set({ queue: rest, shown: beat.shown, shownLog: Math.max(shownLog, beat.log) });
      for (const listener of listeners) listener(beat, 'end');
    }
  }

  return {
    shown: null,
    shownLog: 0,
    queue: [],
    playing: null,
    coveredSeat: null,
    cover(seat) {
      if (seat === get().coveredSeat) return;
      set({ coveredSeat: seat });
      next();
    },
    reset(state, log) {
      clearTimer();
      set({ shown: state, shownLog: log, queue: [], playing: null });
    },
    enqueue(beats) {
      if (beats.length === 0) return;
      set({ queue: [...get().queue, ...beats] });
      next();
    },
    finish() {
      const { playing, shownLog } = get();
      if (!playing) return;
      clearTimer();
      set({ playing: null, shown: playing.beat.shown, shownLog: Math.max(shownLog, playing.beat.log) });
      for (const listener of listeners) listener(playing.beat, 'end');
      next();
    },
  };
});

/**
 * Captains thrown off by a volley whose fall is still to be played, joined by their ships' ids: from the
 * flight until they drop onto their sterns they are off the table (the flight draws them in the air).
 */
export const selectOverboard = (store: PlaybackStore): string =>
  store.queue
    .flatMap((beat) => (beat.event?.type === 'captainKnockedOff' ? [beat.event.ship] : []))
    .join(' ');

/** Nothing waits to be played: the shown state is the engine's. */
export const selectSettled = (store: PlaybackStore) => store.playing === null && store.queue.length === 0;

// "Skip to end of turn" and reduced motion switched on cut the beat in play short (its end is shown)
useDriverStore.subscribe((now, before) => {
  const playing = usePlaybackStore.getState().playing;
  if (now.skipping !== before.skipping && playing && !playing.beat.flight && paceOf(playing.beat) === 0)
    usePlaybackStore.getState().finish();
});
useSettingsStore.subscribe((now, before) => {
  const playing = usePlaybackStore.getState().playing;
  if (now.reducedMotion && !before.reducedMotion && playing && !playing.beat.flight)
    usePlaybackStore.getState().finish();
});
