import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../src/captains/decide';
import { CaptainMemory } from '../../../src/captains/memory';
import type { GameView } from '../../../src/engine';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { type DecideService, driverStep } from '../../../src/store/captains/captainDriver';
import { useDriverStore } from '../../../src/store/captains/driverStore';
import { selectKrakenSpots } from '../../../src/store/game/gameSelectors';
import { type GameSetup, useGameStore } from '../../../src/store/game/gameStore';
import type { SeatKind } from '../../../src/store/game/seatKinds';
import { usePlaybackStore } from '../../../src/store/playback/playbackStore';
import { inProcessVolleys } from '../../../src/store/volley/volleyService';
import { driveCaptains, type Wiring, wireStores } from '../../../src/store/wiring';
import { StubEstimator } from '../captains/stubEstimator';

const NO_PAUSES = { normal: 0, fast: 0, skip: 0 };

/** The captains in-process (the worker's own `decide`), recording every view they were shown. */
class InProcessCaptains implements DecideService {
  readonly views: GameView[] = [];
  private readonly memories = new Map<string, CaptainMemory>();
  async decide(
    view: GameView,
    level: Parameters<DecideService['decide']>[1],
    seed: number,
    thresholds = DEFAULT_THRESHOLDS,
    memory?: string,
  ) {
    this.views.push(view);
    const kept = memory ? (this.memories.get(memory) ?? new CaptainMemory()) : undefined;
    if (memory && kept) this.memories.set(memory, kept);
    return { intent: decide(view, level, seed, thresholds, new StubEstimator(), kept), ms: 0 };
  }
  forget(memory: string) {
    this.memories.delete(memory);
  }
}

function setup(kinds: SeatKind[], firstSeat = 0): GameSetup {
  const names = ['Anne', 'Mary', 'Jack', 'Grace'];
  const ships = ['red', 'yellow', 'green', 'blue'] as const;
  const captains = ['helmsman', 'navigator', 'towerKeeper', 'krakenTamer'] as const;
  return {
    players: kinds.map((kind, seat) => ({
      name: names[seat] as string,
      ship: ships[seat] as (typeof ships)[number],
      captain: captains[seat] as (typeof captains)[number],
      kind,
    })),
    firstSeat,
    seed: 4242,
  };
}

function placeKrakenByHand() {
  const game = useGameStore.getState().game;
  if (!game) throw new Error('no game');
  const [spot] = selectKrakenSpots(game);
  if (!spot) throw new Error('no spot for the Kraken');
  const result = useGameStore
    .getState()
    .dispatch({ type: 'placeKraken', hex: spot[0], facing: spot[1][0] ?? 0 });
  expect(result.ok).toBe(true);
}

/** Plays the scene's part: a flight lands as soon as it starts. */
function landFlights() {
  return usePlaybackStore.subscribe((now) => {
    if (now.volley?.kind === 'flying') queueMicrotask(() => usePlaybackStore.getState().land());
  });
}

let stopDriver: (() => void) | null = null;
let stopLanding: (() => void) | null = null;
function startDriver(service: DecideService) {
  stopLanding = landFlights();
  stopDriver = driveCaptains({
    service,
    thresholds: () => DEFAULT_THRESHOLDS,
    id: 'test',
    pauses: NO_PAUSES,
  });
}

let wiring: Wiring;
beforeAll(async () => {
  await initPhysics();
});

beforeEach(() => {
  wiring = wireStores({ volleys: inProcessVolleys });
});

afterEach(() => {
  stopDriver?.();
  stopLanding?.();
  wiring.dispose();
});

describe('the driver decides what happens next', () => {
  it('acts only when the seat to act is a computer, and closes a result shown in its turn', () => {
    useGameStore.getState().startGame(setup(['person', 'captain']));
    const { game, seats } = useGameStore.getState();
    // the person places the Kraken (S2): nothing for the driver to do
    expect(driverStep(game, seats, { kind: 'idle' })).toEqual({ kind: 'none' });
    placeKrakenByHand();
    expect(driverStep(useGameStore.getState().game, seats, { kind: 'idle' })).toEqual({ kind: 'none' });
    useGameStore.getState().dispatch({ type: 'endTurn' });
    const now = useGameStore.getState().game;
    expect(driverStep(now, seats, { kind: 'idle' })).toEqual({ kind: 'decide', seat: 1, level: 'captain' });
    expect(driverStep(now, seats, { kind: 'choosing' })).toEqual({ kind: 'cancel' });
    // while the table still plays what happened, the computer to act next is named (its bar stays up)
    expect(driverStep(now, seats, { kind: 'idle' }, false)).toEqual({
      kind: 'playing',
      seat: 1,
      level: 'captain',
    });
    expect(driverStep(now, ['person', 'person'], { kind: 'idle' })).toEqual({ kind: 'none' });
  });
});

describe('a computer captain plays its turn on the table', () => {
  it('A1, A3: the computer sees only its own seat, plays its turn through the store and hands back without a hand-off screen', async () => {
    useGameStore.getState().startGame(setup(['person', 'deckhand']));
    placeKrakenByHand();
    expect(useGameStore.getState().handOffSeat).toBeNull();
    const captains = new InProcessCaptains();
    startDriver(captains);
    const before = useGameStore.getState().log.length;
    useGameStore.getState().dispatch({ type: 'endTurn' });
    await vi.waitFor(
      () => {
        const game = useGameStore.getState().game;
        expect(game?.turn).toMatchObject({ seat: 0, round: 2 });
      },
      { timeout: 30_000, interval: 20 },
    );
    expect(captains.views.length).toBeGreaterThan(0);
    expect(captains.views.every((view) => view.viewer === 1)).toBe(true);
    // what the computer was shown never held the other seat's card destinations
    for (const view of captains.views)
      expect(view.players[0]?.cards.every((card) => card.destination === null)).toBe(true);
    const turn = useGameStore
      .getState()
      .log.slice(before)
      .map((entry) => entry.event);
    expect(turn.filter((event) => event.type === 'turnStarted').map((event) => event.seat)).toEqual([1, 0]);
    expect(useGameStore.getState().handOffSeat).toBeNull();
    expect(useDriverStore.getState().problem).toBeNull();
  });

  it('S2: a computer first player places the Kraken and the game starts', async () => {
    useGameStore.getState().startGame(setup(['deckhand', 'person'], 0));
    expect(useGameStore.getState().game?.phase.kind).toBe('placeKraken');
    startDriver(new InProcessCaptains());
    await vi.waitFor(() => expect(useGameStore.getState().game?.phase.kind).toBe('playing'), {
      timeout: 10_000,
      interval: 20,
    });
    expect(useGameStore.getState().game?.kraken).not.toBeNull();
  });

  it('a game of computers only is played to its end with no hand-off and no refusals', async () => {
    useGameStore.getState().startGame(setup(['deckhand', 'deckhand', 'deckhand', 'deckhand']));
    startDriver(new InProcessCaptains());
    await vi.waitFor(() => expect(useGameStore.getState().game?.phase.kind).toBe('ended'), {
      timeout: 120_000,
      interval: 50,
    });
    expect(useGameStore.getState().handOffSeat).toBeNull();
    expect(useDriverStore.getState().problem).toBeNull();
  }, 150_000);
});

describe('the hand-off screen', () => {
  it('shows between two people, and not for a computer seat between them', () => {
    useGameStore.getState().startGame(setup(['person', 'boatswain', 'person']));
    placeKrakenByHand();
    // the first turn of a shared screen is covered for Anne
    expect(useGameStore.getState().handOffSeat).toBe(0);
    useGameStore.getState().acknowledgeHandOff();
    useGameStore.getState().dispatch({ type: 'endTurn' });
    expect(useGameStore.getState().game?.turn?.seat).toBe(1);
    expect(useGameStore.getState().handOffSeat).toBeNull();
  });
});
