import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../src/captains/decide';
import type { GameState, GameView } from '../../../src/engine';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../../src/physics/thresholds';
import type { DecideService } from '../../../src/store/captains/captainDriver';
import { useDriverStore } from '../../../src/store/captains/driverStore';
import { selectKrakenSpots } from '../../../src/store/game/gameSelectors';
import { type GameSetup, useGameStore } from '../../../src/store/game/gameStore';
import type { SeatKind } from '../../../src/store/game/seatKinds';
import { LESSON } from '../../../src/store/lesson/lessonScript';
import { useLessonStore } from '../../../src/store/lesson/lessonStore';
import { startLesson } from '../../../src/store/lesson/lessonTable';
import { selectSettled, usePlaybackStore } from '../../../src/store/playback/playbackStore';
import { useSettingsStore } from '../../../src/store/settings/settingsStore';
import { useBatchStore } from '../../../src/store/tuning/batchStore';
import { useTuningStore } from '../../../src/store/tuning/tuningStore';
import { inProcessVolleys, type VolleyService } from '../../../src/store/volley/volleyService';
import { useVolleyStore } from '../../../src/store/volley/volleyStore';
import { driveCaptains, type Wiring, wireStores } from '../../../src/store/wiring';
import { StubEstimator } from '../captains/stubEstimator';
import { letGo } from './letGo';

/*
 * What the wiring connects, read from the outside: each reaction is seen while the stores are wired and
 * is gone once the wiring is disposed of (the same move then meets a store that no one listens to).
 */

function setup(kinds: SeatKind[]): GameSetup {
  const names = ['Anne', 'Mary', 'Jack'];
  const ships = ['red', 'yellow', 'green'] as const;
  const captains = ['helmsman', 'navigator', 'towerKeeper'] as const;
  return {
    players: kinds.map((kind, seat) => ({
      name: names[seat] as string,
      ship: ships[seat] as (typeof ships)[number],
      captain: captains[seat] as (typeof captains)[number],
      kind,
    })),
    firstSeat: 0,
    seed: 11,
  };
}

const truth = () => useGameStore.getState().game as GameState;
const playback = () => usePlaybackStore.getState();

function placeKraken() {
  const [spot] = selectKrakenSpots(truth());
  if (!spot) throw new Error('no spot for the Kraken');
  const placed = useGameStore
    .getState()
    .dispatch({ type: 'placeKraken', hex: spot[0], facing: spot[1][0] ?? 0 });
  expect(placed.ok).toBe(true);
}

/** The in-process volley service, counting the volleys it was asked to fly. */
function countedVolleys() {
  const sources: string[] = [];
  const service: VolleyService = {
    fire: (game, source, ...rest) => {
      sources.push(source);
      return inProcessVolleys.fire(game, source, ...rest);
    },
    replay: inProcessVolleys.replay,
  };
  return { service, sources };
}

/** The captains' own `decide`, in this thread, counting the views it was shown. */
function countedCaptains() {
  const views: GameView[] = [];
  const service: DecideService = {
    async decide(view, level, seed, thresholds) {
      views.push(view);
      return { intent: decide(view, level, seed, thresholds, new StubEstimator()), ms: 0 };
    },
    forget: () => undefined,
  };
  return { service, views };
}

/** A macrotask's turn: whatever a subscriber started (a promise, a zero timer) has had its chance. */
const aTurnLater = () => new Promise<void>((resolve) => setImmediate(resolve));

let wiring: Wiring | null = null;
const cleanups: (() => void)[] = [];
beforeAll(async () => {
  await initPhysics();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  wiring?.dispose();
  wiring = null;
  // what a test set after the disposal is the test's own
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  playback().reset(null, 0);
});

describe('the wiring connects the stores, and its disposal disconnects them', () => {
  it('a volley struck is flown by the wiring’s service, its result is the game’s at once and shown once it lands', async () => {
    const counted = countedVolleys();
    wiring = wireStores({ volleys: counted.service });
    useSettingsStore.setState({ reducedMotion: true });
    useGameStore.getState().startGame(setup(['person', 'person']));
    placeKraken();
    useGameStore.getState().acknowledgeHandOff();
    const before = truth();
    expect(before.turn?.volleyUsed).toBe(false);

    useVolleyStore.getState().aim('tower');
    expect(await letGo(0.7)).toBeNull();
    expect(counted.sources).toEqual(['tower']);
    // the game holds the result already; the table still shows the turn before it until the flight lands
    expect(truth().turn?.volleyUsed).toBe(true);
    expect(useGameStore.getState().log.map((entry) => entry.event.type)).toContain('volleyFired');
    expect(playback().volley?.kind).toBe('flying');
    expect(playback().shown?.turn?.volleyUsed).toBe(false);
    playback().land();
    expect(playback().volley?.kind).toBe('result');
    expect(playback().shown).toBe(truth());

    wiring.dispose();
    wiring = null;
    // disposed: the stores are back as they began, and no one flies a volley any more
    expect(useGameStore.getState().game).toBeNull();
    expect(playback().volley).toBeNull();
    useGameStore.getState().startGame(setup(['person', 'person']));
    placeKraken();
    useVolleyStore.getState().aim('tower');
    expect(await letGo(0.7)).toBe('No volley can be flown here.');
    expect(counted.sources).toEqual(['tower']);
    expect(truth().turn?.volleyUsed).toBe(false);
  });

  it('reduced motion shows a ship’s move at once; unwired, the same move glides in its own time', () => {
    wiring = wireStores({ volleys: inProcessVolleys });
    useSettingsStore.setState({ reducedMotion: true });
    useGameStore.getState().startGame(setup(['person', 'deckhand']));
    placeKraken();
    expect(useGameStore.getState().dispatch({ type: 'moveShip', path: ['forward'] }).ok).toBe(true);
    expect(playback().playing).toBeNull();
    expect(playback().shown).toBe(truth());

    wiring.dispose();
    wiring = null;
    useSettingsStore.setState({ reducedMotion: true });
    useGameStore.getState().startGame(setup(['person', 'deckhand']));
    placeKraken();
    const placed = truth();
    expect(useGameStore.getState().dispatch({ type: 'moveShip', path: ['forward'] }).ok).toBe(true);
    // the move's glide plays: the table still shows the ship where it was
    expect(playback().playing?.beat.event?.type).toBe('shipMoved');
    expect(playback().shown).toBe(placed);
  });

  it('reduced motion switched on mid-glide ends the glide now; unwired, the glide goes on', () => {
    const glideThenSwitch = () => {
      useGameStore.getState().startGame(setup(['person', 'deckhand']));
      placeKraken();
      useGameStore.getState().dispatch({ type: 'moveShip', path: ['forward'] });
      expect(playback().playing?.beat.event?.type).toBe('shipMoved');
      useSettingsStore.setState({ reducedMotion: true });
    };
    wiring = wireStores({ volleys: inProcessVolleys });
    glideThenSwitch();
    expect(playback().playing).toBeNull();
    expect(playback().shown).toBe(truth());

    wiring.dispose();
    wiring = null;
    glideThenSwitch();
    expect(playback().playing?.beat.event?.type).toBe('shipMoved');
    expect(playback().shown).not.toBe(truth());
  });

  it('the hand-off screen acknowledged lifts the table’s cover; unwired, the cover stays', () => {
    const handedOff = () => {
      useGameStore.getState().startGame(setup(['person', 'person']));
      placeKraken();
      // the first turn of a shared screen is covered for Anne, the table's beats with it
      expect(useGameStore.getState().handOffSeat).toBe(0);
      expect(playback().coveredSeat).toBe(0);
      useGameStore.getState().acknowledgeHandOff();
    };
    wiring = wireStores({ volleys: inProcessVolleys });
    handedOff();
    expect(playback().coveredSeat).toBeNull();

    wiring.dispose();
    wiring = null;
    handedOff();
    expect(playback().coveredSeat).toBe(0);
  });

  it('a threshold changed on the tuning page scores the batch again; unwired, it does not', () => {
    const rescored: [number, number][] = [];
    const original = useBatchStore.getState().rescore;
    const originalThresholds = useTuningStore.getState().thresholds;
    useBatchStore.setState({
      rescore: (thresholds: Thresholds, reference: Thresholds) =>
        rescored.push([thresholds.restSpeed, reference.restSpeed]),
    });
    cleanups.push(() => {
      useBatchStore.setState({ rescore: original });
      useTuningStore.getState().setThresholds(originalThresholds);
    });
    const reference = useTuningStore.getState().reference.thresholds.restSpeed;

    wiring = wireStores({ volleys: inProcessVolleys });
    expect(useTuningStore.getState().setThreshold('restSpeed', 1.25)).toBeNull();
    expect(rescored).toEqual([[1.25, reference]]);
    // a refused value changes nothing, and nothing is scored
    expect(useTuningStore.getState().setThreshold('restSpeed', Number.NaN)).not.toBeNull();
    expect(rescored).toHaveLength(1);

    wiring.dispose();
    wiring = null;
    expect(useTuningStore.getState().setThreshold('restSpeed', 1.5)).toBeNull();
    expect(rescored).toEqual([[1.25, reference]]);
  });

  it('the lesson judges the learner’s moves and follows them; unwired, the same table plays as usual', () => {
    cleanups.push(() => useLessonStore.getState().stop());
    wiring = wireStores({ volleys: inProcessVolleys });
    startLesson();
    const kraken = () => {
      const [spot] = selectKrakenSpots(truth());
      if (!spot) throw new Error('no spot for the Kraken');
      return useGameStore.getState().dispatch({ type: 'placeKraken', hex: spot[0], facing: spot[1][0] ?? 0 });
    };
    // the welcome step is read first: the Kraken placed now is refused with its hint
    expect(kraken()).toMatchObject({ ok: false, reason: `Welcome aboard: ${LESSON[0]?.hint}` });
    expect(truth().kraken).toBeNull();
    useLessonStore.getState().next();
    expect(kraken().ok).toBe(true);
    expect(LESSON[useLessonStore.getState().step ?? -1]?.id).toBe('sail');

    wiring.dispose();
    wiring = null;
    startLesson();
    expect(useLessonStore.getState().step).toBe(0);
    // no judge: the move the welcome step refused is taken, and the lesson does not follow it
    expect(kraken().ok).toBe(true);
    expect(truth().kraken).not.toBeNull();
    expect(useLessonStore.getState().step).toBe(0);
  });

  it('a computer’s seat is played by the captain driver while it runs, and by no one once it stops', async () => {
    wiring = wireStores({ volleys: inProcessVolleys });
    useSettingsStore.setState({ reducedMotion: true });
    // the scene's part: a flight lands as soon as it flies
    cleanups.push(
      usePlaybackStore.subscribe((now) => {
        if (now.volley?.kind === 'flying') queueMicrotask(() => usePlaybackStore.getState().land());
      }),
    );
    const captains = countedCaptains();
    const stop = driveCaptains({
      service: captains.service,
      thresholds: () => DEFAULT_THRESHOLDS,
      id: 'wiring-test',
      pauses: { normal: 0, fast: 0, skip: 0 },
    });
    let stopped = false;
    cleanups.push(() => stopped || stop());
    useGameStore.getState().startGame(setup(['person', 'deckhand']));
    placeKraken();
    // Mary chose her captain during the setup: the driver was asked once
    const atSetup = captains.views.length;
    expect(atSetup).toBe(1);
    useGameStore.getState().dispatch({ type: 'endTurn' });
    // Mary's turn: the driver names her at once, then plays it and hands the table back to Anne
    expect(useDriverStore.getState().acting).toEqual({ seat: 1, level: 'deckhand' });
    await vi.waitFor(() => expect(truth().turn).toMatchObject({ seat: 0, round: 2 }), {
      timeout: 30_000,
      interval: 20,
    });
    expect(captains.views.length).toBeGreaterThan(atSetup);
    expect(captains.views.every((view) => view.viewer === 1)).toBe(true);

    stop();
    stopped = true;
    const asked = captains.views.length;
    useGameStore.getState().dispatch({ type: 'endTurn' });
    await aTurnLater();
    // Mary's turn again, and no one plays it
    expect(truth().turn).toMatchObject({ seat: 1, round: 2 });
    expect(useDriverStore.getState().acting).toBeNull();
    expect(captains.views).toHaveLength(asked);
    expect(selectSettled(playback())).toBe(true);
  });
});
