import { create } from 'zustand';
import type { GameEvent, TableState } from '../../engine';
import type { Seat } from '../../engine/ids';
import { SPECTATOR } from '../game/seatKinds';
import type { Beat, Flight } from './beatsFor';
import { REPLAY_SPEED, type TableVolley } from './tableVolley';

/** A beat being played: the state it starts from, when it started and for how long (ms, performance.now). */
export interface Playing {
  beat: Beat;
  from: TableState;
  startedAt: number;
  /** Infinity for a volley's flight: it ends when the cubes land. */
  duration: number;
}

interface PlaybackStore {
  /** What the table, panels and log show: the engine's state as far as the table has played it. */
  shown: TableState | null;
  /** Log entries shown. */
  shownLog: number;
  /** Whose eyes the shown state is drawn for (its beat's, or the reset's). */
  viewer: Seat;
  queue: Beat[];
  playing: Playing | null;
  /** The volley on the table, from its strike to its result closed (null: none). */
  volley: TableVolley | null;
  /** Flights and replays played so far (each volley's `run`). */
  flights: number;
  /**
   * The seat the screen is covered for (people sharing it pass it on): once the table reaches that seat's
   * turn, its beats wait for the cover to lift, so the seat sees its turn begin (a captain standing again).
   */
  coveredSeat: Seat | null;
  /** Covers the table for a seat's turn, or lifts the cover (null) and plays on. */
  cover: (seat: Seat | null) => void;
  /** Shows a state at once, for a viewer, with nothing to play (a load, a new game, a reload). */
  reset: (state: TableState | null, log: number, viewer?: Seat) => void;
  /** Plays the beats of an action after those already waiting. */
  enqueue: (beats: readonly Beat[]) => void;
  /** Ends the beat being played now (its time is up, its cubes landed, or the turn is skipped). */
  finish: () => void;
  /**
   * Cuts the beat in play short when its pace is now none (reduced motion switched on, a turn skipped):
   * a flight lands when its turn is skipped.
   */
  hurry: () => void;
  /** The cubes of the flight in play are down: its result is shown (the first flight ends its beat). */
  land: () => void;
  /** Flies the landed volley again, slowly. */
  replay: () => void;
  /** Closes the landed volley's result. */
  close: () => void;
  /**
   * Hears every beat as it starts and as it ends (a flight's start carries its trace). Returns the
   * unsubscribe.
   */
  onBeat: (listener: BeatListener) => () => void;
  /** Connects the pace of each beat (the wiring's: settings and the computer's speed); returns the way back. */
  link: (links: PlaybackLinks) => () => void;
}

export type BeatListener = (beat: Beat, moment: 'start' | 'end') => void;

/** What the playback asks beyond itself: how much of its time a beat takes now (store/wiring.ts). */
export interface PlaybackLinks {
  /** 1 at full pace, less to hurry, 0 to show the beat at once. */
  paceOf: (beat: Beat) => number;
  /** How fast a volley's flight is played: 1 as it flew; Infinity lands it at once (a skipped turn). */
  flightSpeedOf: (beat: Beat) => number;
}

/** At the latest this long after a timed beat begins, its clock starts even if no frame came, ms. */
const CLOCK_FALLBACK_MS = 1000;

/** Unlinked (a bare store): every beat at full pace. */
const FULL_PACE: PlaybackLinks = { paceOf: () => 1, flightSpeedOf: () => 1 };

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

export const usePlaybackStore = create<PlaybackStore>()((set, get) => {
  let links = FULL_PACE;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<BeatListener>();

  let frame: number | null = null;

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  }

  /**
   * A timed beat's clock starts two frames after the beat: the first frame draws what the beat changed
   * (on a slow device the longest task of a move), and a glide timed from before it would be over before
   * the next frame showed it. Until then the beat holds at its start. Without frames (a hidden tab, a
   * test) it starts after CLOCK_FALLBACK_MS at the latest.
   */
  function startClock(playing: Playing) {
    const begin = () => {
      if (get().playing !== playing) return;
      clearTimer();
      set({ playing: { ...playing, startedAt: performance.now() } });
      timer = setTimeout(() => get().finish(), playing.duration);
    };
    if (typeof requestAnimationFrame !== 'function') return begin();
    timer = setTimeout(begin, CLOCK_FALLBACK_MS);
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(begin);
    });
  }

  /** Starts beats until one takes time; those that take none are shown at once, in order. */
  function next() {
    for (;;) {
      const { queue, shown, shownLog, playing, coveredSeat, flights } = get();
      if (playing || queue.length === 0 || !shown) return;
      const [beat, ...rest] = queue as [Beat, ...Beat[]];
      const speed = beat.flight ? links.flightSpeedOf(beat) : 1;
      // a flight lasts until its cubes land (land), or lands at once at an endless speed
      const duration = beat.flight
        ? Number.isFinite(speed)
          ? Number.POSITIVE_INFINITY
          : 0
        : beatMs(beat.event) * links.paceOf(beat);
      // behind the cover nothing would be seen: the beat waits for the seat to look
      if (duration > 0 && coveredSeat !== null && shown.turn?.seat === coveredSeat) return;
      for (const listener of listeners) listener(beat, 'start');
      const run = flights + 1;
      if (duration > 0) {
        // a timed beat holds at its start until its clock starts (startClock)
        const timed = Number.isFinite(duration);
        const playing: Playing = {
          beat,
          from: shown,
          startedAt: timed ? Number.POSITIVE_INFINITY : performance.now(),
          duration,
        };
        set({
          queue: rest,
          playing,
          ...(beat.flight && {
            volley: { ...beat.flight, kind: 'flying', speed, replay: false, run },
            flights: run,
          }),
        });
        if (timed) startClock(playing);
        return;
      }
      set({
        queue: rest,
        shown: beat.shown,
        viewer: beat.viewer,
        shownLog: Math.max(shownLog, beat.log),
        ...(beat.flight && { volley: { ...beat.flight, kind: 'result', run }, flights: run }),
      });
      for (const listener of listeners) listener(beat, 'end');
    }
  }

  return {
    shown: null,
    shownLog: 0,
    viewer: SPECTATOR,
    queue: [],
    playing: null,
    volley: null,
    flights: 0,
    coveredSeat: null,
    cover(seat) {
      if (seat === get().coveredSeat) return;
      set({ coveredSeat: seat });
      next();
    },
    reset(state, log, viewer = SPECTATOR) {
      clearTimer();
      set({ shown: state, shownLog: log, viewer, queue: [], playing: null, volley: null });
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
      set({
        playing: null,
        shown: playing.beat.shown,
        viewer: playing.beat.viewer,
        shownLog: Math.max(shownLog, playing.beat.log),
      });
      for (const listener of listeners) listener(playing.beat, 'end');
      next();
    },
    hurry() {
      const playing = get().playing;
      if (!playing) return;
      if (!playing.beat.flight) {
        if (links.paceOf(playing.beat) === 0) get().finish();
      } else if (!Number.isFinite(links.flightSpeedOf(playing.beat))) get().land();
    },
    land() {
      const { volley, playing } = get();
      if (volley?.kind !== 'flying') return;
      const { speed: _speed, replay, ...landed } = volley;
      set({ volley: { ...landed, kind: 'result' } });
      // the first flight holds the table's playback until the cubes are down: the result is shown now
      if (!replay && playing?.beat.flight) get().finish();
    },
    replay() {
      const { volley, flights } = get();
      if (volley?.kind !== 'result') return;
      set({
        volley: { ...volley, kind: 'flying', speed: REPLAY_SPEED, replay: true, run: flights + 1 },
        flights: flights + 1,
      });
    },
    close() {
      if (get().volley?.kind === 'result') set({ volley: null });
    },
    onBeat(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    link(given) {
      links = given;
      return () => {
        clearTimer();
        listeners.clear();
        links = FULL_PACE;
      };
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

/** A volley's flight waiting in the queue behind other beats (null: none waits). */
export const selectQueuedFlight = (store: PlaybackStore): Flight | null =>
  store.queue.find((beat) => beat.flight !== null)?.flight ?? null;

/** Nothing waits to be played: the shown state is the engine's. */
export const selectSettled = (store: PlaybackStore) => store.playing === null && store.queue.length === 0;
