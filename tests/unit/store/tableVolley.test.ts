import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine';
import { initPhysics } from '../../../src/physics/rapier';
import { useDriverStore } from '../../../src/store/captains/driverStore';
import { selectKrakenSpots } from '../../../src/store/game/gameSelectors';
import { useGameStore } from '../../../src/store/game/gameStore';
import { beatsFor, type Flight } from '../../../src/store/playback/beatsFor';
import { selectSettled, usePlaybackStore } from '../../../src/store/playback/playbackStore';
import { REPLAY_SPEED } from '../../../src/store/playback/tableVolley';
import { useSettingsStore } from '../../../src/store/settings/settingsStore';
import { volleyStageNow } from '../../../src/store/volley/volleyPhase';
import { inProcessVolleys, type VolleyService } from '../../../src/store/volley/volleyService';
import { useVolleyStore } from '../../../src/store/volley/volleyStore';
import { type Wiring, wireStores } from '../../../src/store/wiring';
import { letGo } from './letGo';

const SETUP = {
  players: [
    { name: 'Anne', ship: 'red' as const, captain: 'helmsman' as const },
    { name: 'Mary', ship: 'yellow' as const, captain: 'navigator' as const },
  ],
  firstSeat: 0 as const,
  seed: 11,
};

/** Volleys flown in this thread, each held until the test lets it go (the worker still flying). */
function heldVolleys() {
  const waiting: (() => void)[] = [];
  const service: VolleyService = {
    fire: (...args) =>
      new Promise((resolve) => waiting.push(() => void inProcessVolleys.fire(...args).then(resolve))),
    replay: inProcessVolleys.replay,
  };
  return { service, release: () => waiting.shift()?.() };
}

const truth = () => useGameStore.getState().game as GameState;
const stage = () => volleyStageNow().kind;
const playback = () => usePlaybackStore.getState();

function startOnBoard() {
  useGameStore.getState().startGame(SETUP);
  const [spot] = selectKrakenSpots(truth());
  if (!spot) throw new Error('no spot for the Kraken');
  useGameStore.getState().dispatch({ type: 'placeKraken', hex: spot[0], facing: spot[1][0] ?? 0 });
  useGameStore.getState().acknowledgeHandOff();
}

let held: ReturnType<typeof heldVolleys>;
let wiring: Wiring;
beforeAll(async () => {
  await initPhysics();
});
beforeEach(() => {
  held = heldVolleys();
  wiring = wireStores({ volleys: held.service });
  useSettingsStore.setState({ reducedMotion: true });
});
afterEach(() => wiring.dispose());

describe('a volley is one entry of the playback queue, from the strike to its result closed', () => {
  it('aimed on the lever, then firing while the worker flies it, flying, landed, replayed slowly and closed', async () => {
    startOnBoard();
    useVolleyStore.getState().aim('tower');
    expect(stage()).toBe('aiming');
    const striking = letGo(0.7);
    // struck: the lever is at rest, the fire intent at the game store's door while the worker flies it
    expect(useVolleyStore.getState().lever.kind).toBe('idle');
    expect(useGameStore.getState().firing).toEqual({ kind: 'firing', source: 'tower' });
    expect(stage()).toBe('firing');
    expect(playback().volley).toBeNull();
    expect(truth().turn?.volleyUsed).toBe(false);
    held.release();
    expect(await striking).toBeNull();
    const flying = playback().volley;
    if (flying?.kind !== 'flying') throw new Error(`not flying but ${flying?.kind}`);
    // its beats took over from the intent: the stage is the queue's alone
    expect(useGameStore.getState().firing).toBeNull();
    expect(stage()).toBe('flying');
    // the flight is the queue's beat in play: the table shows the turn before the volley
    expect(playback().playing?.beat.flight?.trace).toBe(flying.trace);
    expect(flying).toMatchObject({ source: 'tower', replay: false, speed: 4 });
    expect(playback().shown?.turn?.volleyUsed).toBe(false);

    playback().land();
    expect(selectSettled(playback())).toBe(true);
    expect(playback().shown).toBe(truth());
    expect(playback().volley).toMatchObject({ kind: 'result', trace: flying.trace, run: flying.run });

    playback().replay();
    expect(playback().volley).toMatchObject({ kind: 'flying', replay: true, speed: REPLAY_SPEED });
    expect(playback().volley).not.toMatchObject({ run: flying.run });
    // a replay plays nothing of the queue again
    expect(selectSettled(playback())).toBe(true);
    playback().land();
    expect(stage()).toBe('result');
    playback().close();
    expect(stage()).toBe('idle');
  });

  it('a volley refused lets the strike go: nothing is waited for, the lever is at rest', async () => {
    startOnBoard();
    useVolleyStore.getState().aim('tower');
    const first = letGo(0.5);
    held.release();
    expect(await first).toBeNull();
    playback().land();
    playback().close();
    // V1: one volley a turn
    useVolleyStore.getState().aim('ship');
    expect(await letGo(0.5)).toMatch(/volley/i);
    expect(playback().volley).toBeNull();
    expect(stage()).toBe('idle');
  });

  it('a table that changes while the worker flies drops the volley: its result never shows', async () => {
    startOnBoard();
    useVolleyStore.getState().aim('tower');
    const striking = letGo(0.5);
    expect(stage()).toBe('firing');
    useGameStore.getState().startGame(SETUP);
    held.release();
    expect(await striking).toMatch(/changed/);
    expect(stage()).toBe('idle');
    expect(playback().queue).toEqual([]);
  });

  it('a skipped computer turn lands its flight at once, and a skip pressed mid-flight lands it then', () => {
    startOnBoard();
    const before = truth();
    const flight = { source: 'tower', trace: {}, score: {}, events: [] } as unknown as Flight;
    const after = { ...before, turn: before.turn && { ...before.turn, volleyUsed: true } };
    const beats = beatsFor(before, [], after, 0, { flight, computer: true });
    const turnKey = beats[0]?.turnKey ?? '';
    useSettingsStore.setState({ reducedMotion: false });

    useDriverStore.getState().skipTurn(turnKey);
    playback().enqueue(beats);
    expect(playback().volley).toMatchObject({ kind: 'result', source: 'tower' });
    expect(playback().shown).toBe(after);

    playback().close();
    playback().reset(before, 0);
    useDriverStore.setState({ skipping: [] });
    playback().enqueue(beatsFor(before, [], after, 0, { flight, computer: true }));
    expect(playback().volley?.kind).toBe('flying');
    expect(playback().shown).toBe(before);
    useDriverStore.getState().skipTurn(turnKey);
    expect(playback().volley?.kind).toBe('result');
    expect(playback().shown).toBe(after);
  });

  it('Skip chosen as the speed lands every computer flight at once, and stays chosen until changed', () => {
    startOnBoard();
    const before = truth();
    const flight = { source: 'tower', trace: {}, score: {}, events: [] } as unknown as Flight;
    const after = { ...before, turn: before.turn && { ...before.turn, volleyUsed: true } };
    useSettingsStore.setState({ reducedMotion: false });
    useDriverStore.getState().setSpeed('skip');
    for (let turn = 0; turn < 2; turn++) {
      playback().reset(before, 0);
      playback().enqueue(beatsFor(before, [], after, 0, { flight, computer: true }));
      expect(playback().volley?.kind).toBe('result');
      playback().close();
    }
    expect(useDriverStore.getState().speed).toBe('skip');
    // a person's flight still flies
    playback().reset(before, 0);
    playback().enqueue(beatsFor(before, [], after, 0, { flight }));
    expect(playback().volley?.kind).toBe('flying');
  });

  it('Skip pressed again in the same turn hurries what plays then (every press counts)', () => {
    startOnBoard();
    const before = truth();
    const flight = { source: 'tower', trace: {}, score: {}, events: [] } as unknown as Flight;
    const after = { ...before, turn: before.turn && { ...before.turn, volleyUsed: true } };
    const turnKey = beatsFor(before, [], after, 0, { flight, computer: true })[0]?.turnKey ?? '';
    useSettingsStore.setState({ reducedMotion: false });
    for (let press = 0; press < 3; press++) {
      playback().reset(before, 0);
      // the skip list changes at every press, so its subscribers hear every press
      const skipping = useDriverStore.getState().skipping;
      useDriverStore.getState().skipTurn(turnKey, 'the-table-turn');
      expect(useDriverStore.getState().skipping).not.toBe(skipping);
      playback().enqueue(beatsFor(before, [], after, 0, { flight, computer: true }));
      expect(playback().volley?.kind).toBe('result');
      playback().close();
    }
    expect(useDriverStore.getState().skipping).toEqual([turnKey, 'the-table-turn']);
  });
});
