import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActionIntent,
  type GameEvent,
  getMap,
  legalActions,
  type ShipStep,
  type TableState,
} from '../../../src/engine';
import { neighborOf, turnFacing } from '../../../src/engine/hex';
import { initPhysics } from '../../../src/physics/rapier';
import { selectKrakenSpots } from '../../../src/store/game/gameSelectors';
import { useGameStore } from '../../../src/store/game/gameStore';
import type { Beat } from '../../../src/store/playback/beatsFor';
import { selectSettled, usePlaybackStore } from '../../../src/store/playback/playbackStore';
import { useSettingsStore } from '../../../src/store/settings/settingsStore';
import { inProcessVolleys } from '../../../src/store/volley/volleyService';
import { useVolleyStore } from '../../../src/store/volley/volleyStore';
import { type Wiring, wireStores } from '../../../src/store/wiring';
import { glidePose, glidesFor } from '../../../src/table/glides';
import { letGo } from './letGo';

const SETUP = {
  players: [
    { name: 'Anne', ship: 'red' as const, captain: 'helmsman' as const },
    { name: 'Mary', ship: 'yellow' as const, captain: 'navigator' as const },
  ],
  firstSeat: 0 as const,
  seed: 11,
};

const truth = () => {
  const game = useGameStore.getState().game;
  if (!game) throw new Error('no game');
  return game;
};
const shown = () => {
  const game = usePlaybackStore.getState().shown;
  if (!game) throw new Error('nothing shown');
  return game;
};
const settled = () => selectSettled(usePlaybackStore.getState());

/** A new game on the board (setup events are shown at once: they take no time on the table). */
function startOnBoard() {
  useGameStore.getState().startGame(SETUP);
  const [spot] = selectKrakenSpots(truth());
  const facing = spot?.[1][0];
  if (!spot || facing === undefined) throw new Error('no spot for the Kraken');
  useGameStore.getState().dispatch({ type: 'placeKraken', hex: spot[0], facing });
  // the first player taps ready: the table plays for them (behind the cover it waits)
  useGameStore.getState().acknowledgeHandOff();
}

/** A ship move the engine offers now. */
function longestMove(game: TableState): Extract<ActionIntent, { type: 'moveShip' }> {
  const move = legalActions(game).find((action) => action.type === 'moveShip');
  if (move?.type !== 'moveShip') throw new Error('no ship move');
  return { type: 'moveShip', path: move.path };
}

/** Runs the playback's clock until the table has played everything queued. */
async function playToEnd() {
  for (let guard = 0; guard < 100 && !settled(); guard++) await vi.advanceTimersToNextTimerAsync();
}

const heard: { type: string | null; moment: string; shownShips: TableState['ships'] }[] = [];
let wiring: Wiring;

beforeAll(async () => {
  await initPhysics();
});

beforeEach(() => {
  vi.useFakeTimers();
  wiring = wireStores({ volleys: inProcessVolleys });
  useSettingsStore.setState({ reducedMotion: false });
  heard.length = 0;
  usePlaybackStore.getState().onBeat((beat: Beat, moment) => {
    heard.push({ type: beat.event?.type ?? null, moment, shownShips: shown().ships });
  });
});

afterEach(() => {
  wiring.dispose();
  vi.useRealTimers();
});

describe('the table plays the engine’s events onto the shown state', () => {
  it('a move: the engine moves at once, the table shows the ship where it was until its glide has played', async () => {
    startOnBoard();
    expect(settled()).toBe(true);
    const before = truth();
    const move = longestMove(before);
    const result = useGameStore.getState().dispatch(move);
    expect(result.ok).toBe(true);
    if (!result.ok || !('events' in result)) throw new Error('not carried out on this device');
    const ship = 'red';
    // the truth has moved (and is saved as it is); the table and the log have not yet
    expect(truth().ships[ship]).not.toEqual(before.ships[ship]);
    expect(shown().ships[ship]).toEqual(before.ships[ship]);
    expect(usePlaybackStore.getState().shownLog).toBeLessThan(useGameStore.getState().log.length);
    expect(usePlaybackStore.getState().playing?.beat.event?.type).toBe('shipMoved');

    await playToEnd();
    expect(shown()).toBe(truth());
    expect(usePlaybackStore.getState().shownLog).toBe(useGameStore.getState().log.length);
    // every event was played, in the engine's order, each starting before it ended
    const ended = heard.filter((entry) => entry.moment === 'end').map((entry) => entry.type);
    expect(ended.slice(-result.events.length)).toEqual(result.events.map((event) => event.type));
    const moved = heard.findIndex((entry) => entry.type === 'shipMoved' && entry.moment === 'end');
    expect(heard[moved]?.shownShips[ship]).toEqual(truth().ships[ship]);
  });

  it("a glide's clock starts two frames after its beat: a long first frame does not eat the glide", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    try {
      startOnBoard();
      useGameStore.getState().dispatch(longestMove(truth()));
      const waiting = usePlaybackStore.getState().playing;
      expect(waiting?.beat.event?.type).toBe('shipMoved');
      // held at its start until the clock starts, however long the first frame takes
      expect(waiting?.startedAt).toBe(Number.POSITIVE_INFINITY);
      vi.advanceTimersByTime(500);
      frames.shift()?.(performance.now());
      expect(usePlaybackStore.getState().playing?.startedAt).toBe(Number.POSITIVE_INFINITY);
      frames.shift()?.(performance.now());
      const started = usePlaybackStore.getState().playing;
      expect(started?.startedAt).toBe(performance.now());
      // it ends a glide's length after its clock started, not after the beat began
      vi.advanceTimersByTime((started?.duration ?? 0) - 1);
      expect(usePlaybackStore.getState().playing).toBe(started);
      vi.advanceTimersByTime(1);
      expect(usePlaybackStore.getState().playing).not.toBe(started);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reduced motion shows the same final state with nothing left to play', async () => {
    startOnBoard();
    const move = longestMove(truth());
    useGameStore.getState().dispatch(move);
    await playToEnd();
    const animated = shown();

    useSettingsStore.setState({ reducedMotion: true });
    startOnBoard();
    useGameStore.getState().dispatch(move);
    // nothing waits: the glide is skipped, the information is not
    expect(settled()).toBe(true);
    expect(shown()).toBe(truth());
    expect(shown().ships).toEqual(animated.ships);
    expect(shown().turn?.actionsUsed).toBe(animated.turn?.actionsUsed);
    expect(usePlaybackStore.getState().shownLog).toBe(useGameStore.getState().log.length);
  });

  it('an undo is played like any action: the ship is shown on its new space until it has slid back', async () => {
    startOnBoard();
    const start = truth();
    useGameStore.getState().dispatch(longestMove(start));
    await playToEnd();
    const moved = shown();
    const undone = useGameStore.getState().dispatch({ type: 'undo' });
    expect(undone.ok).toBe(true);
    expect(truth().ships.red).toEqual(start.ships.red);
    expect(shown().ships.red).toEqual(moved.ships.red);
    const playing = usePlaybackStore.getState().playing;
    if (!playing) throw new Error('the undo plays nothing');
    const [slide] = glidesFor(getMap(start.mapId), playing.beat.event, playing.from, playing.beat.shown);
    expect(slide?.piece).toBe('red');
    await playToEnd();
    expect(shown().ships.red).toEqual(start.ships.red);
  });

  it('a reload shows the saved game at once: nothing of it is played again', async () => {
    startOnBoard();
    useGameStore.getState().dispatch(longestMove(truth()));
    const save = useGameStore.getState().exportSave();
    if (!save) throw new Error('no save');
    expect(useGameStore.getState().importSave(save)).toBe(true);
    expect(settled()).toBe(true);
    expect(shown().ships).toEqual(truth().ships);
    expect(usePlaybackStore.getState().shownLog).toBe(useGameStore.getState().log.length);
  });

  it('the shown table carries whose eyes it is drawn for: people sharing the screen, the seat it shows acting', async () => {
    startOnBoard();
    expect(usePlaybackStore.getState().viewer).toBe(0);
    useGameStore.getState().dispatch(longestMove(truth()));
    useGameStore.getState().dispatch({ type: 'endTurn' });
    // the glide still plays: the table is drawn for the seat whose move it shows
    expect(usePlaybackStore.getState().viewer).toBe(0);
    useGameStore.getState().acknowledgeHandOff();
    await playToEnd();
    expect(truth().turn?.seat).toBe(1);
    expect(usePlaybackStore.getState().viewer).toBe(1);
  });

  it('a volley: the result is shown only once its cubes have landed', async () => {
    startOnBoard();
    const before = truth();
    useVolleyStore.getState().aim('tower');
    const refused = await letGo(0.8);
    expect(refused).toBeNull();
    expect(truth().turn?.volleyUsed).toBe(true);
    // the cubes fly: the table and log still show the turn before the volley
    expect(usePlaybackStore.getState().volley?.kind).toBe('flying');
    expect(shown().turn?.volleyUsed).toBe(false);
    expect(shown().players[0]?.coins).toBe(before.players[0]?.coins);
    expect(usePlaybackStore.getState().shownLog).toBeLessThan(useGameStore.getState().log.length);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown().turn?.volleyUsed).toBe(false);

    usePlaybackStore.getState().land();
    await playToEnd();
    expect(usePlaybackStore.getState().volley?.kind).toBe('result');
    expect(shown()).toBe(truth());
    expect(usePlaybackStore.getState().shownLog).toBe(useGameStore.getState().log.length);
  });
});

describe('a glide follows the path space by space', () => {
  it('moves one space or turns one sixth per step (a continuation’s turns included), and passes between them', () => {
    useSettingsStore.setState({ reducedMotion: true });
    startOnBoard();
    const before = truth();
    const from = before.ships.red;
    if (!from) throw new Error('no red ship');
    // a manoeuvre of three steps with a turn, its spaces found by the engine's own neighbours
    const path: ShipStep[] = ['forward', 'left', 'forward'];
    const first = neighborOf(from.hex, from.facing);
    const facing = turnFacing(from.facing, 'left');
    const second = neighborOf(first, facing);
    const event: GameEvent = {
      type: 'shipMoved',
      undoable: true,
      seat: 0,
      ship: 'red',
      path,
      hexes: [first, second],
      from,
      to: { hex: second, facing },
      pending: false,
      cost: 'action',
      actionsUsed: 1,
    };
    const after = { ...before, ships: { ...before.ships, red: event.to } };
    const [glide] = glidesFor(getMap(before.mapId), event, before, after);
    if (!glide) throw new Error('no glide');
    expect(glide.piece).toBe('red');
    expect(glide.poses).toHaveLength(path.length + 1);
    path.forEach((step, index) => {
      const a = glide.poses[index];
      const b = glide.poses[index + 1];
      if (!a || !b) throw new Error('a pose is missing');
      const distance = Math.hypot(b.x - a.x, b.z - a.z);
      const turn = Math.abs(Math.atan2(Math.sin(b.yaw - a.yaw), Math.cos(b.yaw - a.yaw)));
      if (step === 'forward') {
        expect(turn).toBeCloseTo(0, 6);
        expect(distance).toBeGreaterThan(1);
      } else {
        expect(distance).toBeCloseTo(0, 6);
        expect(turn).toBeCloseTo(Math.PI / 3, 6);
      }
    });
    // both forward steps cover the same distance: one space each
    const [p0, p1, p2, p3] = glide.poses;
    if (!p0 || !p1 || !p2 || !p3) throw new Error('a pose is missing');
    expect(Math.hypot(p3.x - p2.x, p3.z - p2.z)).toBeCloseTo(Math.hypot(p1.x - p0.x, p1.z - p0.z), 6);
    // halfway through the first step the ship is between the two spaces, on neither
    const mid = glidePose(glide, 0.5 / path.length);
    expect(Math.hypot(mid.x - p0.x, mid.z - p0.z)).toBeGreaterThan(0.1);
    expect(Math.hypot(mid.x - p1.x, mid.z - p1.z)).toBeGreaterThan(0.1);
    // and halfway through the turn it faces between its two headings
    const turning = glidePose(glide, 1.5 / path.length);
    expect(turning.yaw).not.toBeCloseTo(p1.yaw, 3);
    expect(turning.yaw).not.toBeCloseTo(p2.yaw, 3);
  });
});
