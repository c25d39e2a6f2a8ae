import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type GameEvent,
  type GameState,
  getMap,
  type IslandLetter,
  type TableState,
} from '../../../src/engine';
import { showEvent } from '../../../src/engine/showEvent';
import { boardExtent } from '../../../src/physics/boardLayout';
import { gameCameraFocus } from '../../../src/scene/gameCamera';
import { useGameStore } from '../../../src/store/game/gameStore';
import { type Beat, beatsFor } from '../../../src/store/playback/beatsFor';
import {
  beatMs,
  selectOverboard,
  selectSettled,
  usePlaybackStore,
} from '../../../src/store/playback/playbackStore';
import { encodeSave } from '../../../src/store/saves/saveFile';
import { useSettingsStore } from '../../../src/store/settings/settingsStore';
import { type Wiring, wireStores } from '../../../src/store/wiring';
import {
  captainDrop,
  captainLean,
  cardFlip,
  coinT,
  curseFlip,
  hop,
  motionPlaces,
  type TokenMotion,
  tokenMotionsFor,
} from '../../../src/table/tokenMotions';
import { place, startedGame } from '../engine/fixtures';

const MAP = getMap('standard');
const shown = () => {
  const game = usePlaybackStore.getState().shown;
  if (!game) throw new Error('nothing shown');
  return game;
};
const settled = () => selectSettled(usePlaybackStore.getState());
async function playToEnd() {
  for (let guard = 0; guard < 100 && !settled(); guard++) await vi.advanceTimersToNextTimerAsync();
}

/** Red (seat 0) beside island H, its pile ordered so that the next draw is a card (or a Jolly Roger). */
function besideH(top: 'card' | 'jollyRoger'): GameState {
  const state = place(startedGame(), { ships: { red: [4, 3, 0] } });
  const pile = state.islands.H;
  const first = (id: string) => state.tokens[id]?.kind === top;
  state.islands.H = [...pile.filter(first), ...pile.filter((id) => !first(id))];
  return state;
}

/** Loads a game for two people sharing the screen, and the first taps ready (the table plays for them). */
function load(state: GameState) {
  expect(useGameStore.getState().importSave(encodeSave(state, [], new Date(0)))).toBe(true);
  expect(settled()).toBe(true);
  useGameStore.getState().acknowledgeHandOff();
}

/** The motions of the beat being played now. */
function motionsNow(): { type: string | undefined; motions: TokenMotion[] } {
  const playing = usePlaybackStore.getState().playing;
  if (!playing) throw new Error('nothing is playing');
  return { type: playing.beat.event?.type, motions: tokenMotionsFor(MAP, playing.beat.event, playing.from) };
}

const outsideBoard = (point: { x: number; z: number }) => {
  const board = boardExtent(MAP);
  return point.x < board.minX || point.x > board.maxX || point.z < board.minZ || point.z > board.maxZ;
};

const heard: { type: string | null; moment: string; shown: TableState }[] = [];
let wiring: Wiring;

beforeEach(() => {
  vi.useFakeTimers();
  wiring = wireStores();
  useSettingsStore.setState({ reducedMotion: false });
  heard.length = 0;
  usePlaybackStore
    .getState()
    .onBeat((beat: Beat, moment) => heard.push({ type: beat.event?.type ?? null, moment, shown: shown() }));
});

afterEach(() => {
  wiring.dispose();
  vi.useRealTimers();
});

describe('cards, coins, curses and captains are played on the table, in order', () => {
  it('a drawn card flies from its island into the hold and lands face down; the hold shows it once landed', async () => {
    load(besideH('card'));
    useGameStore.getState().dispatch({ type: 'explore', island: 'H' });
    const { type, motions } = motionsNow();
    expect(type).toBe('cardDrawn');
    // under way: the hold and the island pile still show the table before the draw
    expect(shown().players[0]?.cards).toHaveLength(0);
    expect(shown().islands.H).toHaveLength(4);
    const [card] = motions;
    if (card?.kind !== 'card') throw new Error(`expected a card motion, got ${JSON.stringify(motions)}`);
    expect(card).toMatchObject({ ship: 'red', island: 'H' });
    // it leaves from beside the ship (the island is next to it) and ends off the board, in the hold
    expect(outsideBoard(card.start)).toBe(false);
    expect(outsideBoard(card.end)).toBe(true);
    // it hops over the table, face up as it leaves, face down as it lands
    expect(hop(card.start, card.end, 0.5, 6).y).toBeGreaterThan(Math.max(card.start.y, card.end.y) + 3);
    expect(cardFlip(0)).toBeCloseTo(Math.PI, 6);
    expect(cardFlip(1)).toBeCloseTo(0, 6);
    expect(hop(card.start, card.end, 1, 6)).toEqual(card.end);
    // the camera widens to take in the island and the hold while the card flies
    const frame = (beat: { x: number; z: number }[]) => {
      const focus = gameCameraFocus(
        shown(),
        null,
        { kind: 'idle' },
        { targets: [], overview: false, window: null, beat },
      );
      return (point: { x: number; z: number }) =>
        Math.hypot(point.x - focus.x, point.z - focus.z) <= (focus.span ?? 0);
    };
    const places = motionPlaces(MAP, motions, shown());
    expect(places).toHaveLength(2);
    expect(frame([])(card.end)).toBe(false);
    expect(places.every(frame(places))).toBe(true);

    // at full pace the card is 1.2 s in the air, from the moment its clock starts (after the first frames)
    for (
      let guard = 0;
      guard < 10 && !Number.isFinite(usePlaybackStore.getState().playing?.startedAt);
      guard++
    )
      await vi.advanceTimersToNextTimerAsync();
    const landed = () => heard.some((entry) => entry.type === 'cardDrawn' && entry.moment === 'end');
    await vi.advanceTimersByTimeAsync(1100);
    expect(landed()).toBe(false);
    expect(usePlaybackStore.getState().playing?.beat.event?.type).toBe('cardDrawn');
    expect(shown().players[0]?.cards).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(landed()).toBe(true);
    expect(shown().players[0]?.cards).toHaveLength(1);

    await playToEnd();
    const drawn = heard.find((entry) => entry.type === 'cardDrawn' && entry.moment === 'end');
    expect(drawn?.shown.players[0]?.cards).toEqual([expect.objectContaining({ from: 'H' })]);
    expect(drawn?.shown.islands.H).toHaveLength(3);
    expect(shown()).toBe(useGameStore.getState().game);
  });

  it('a Jolly Roger turns the captain card to its cursed side, and the panels say so once it has turned', async () => {
    load(besideH('jollyRoger'));
    useGameStore.getState().dispatch({ type: 'explore', island: 'H' });
    await vi.advanceTimersByTimeAsync(0);
    // the Jolly Roger is shown first, then the curse turns the card over
    for (
      let guard = 0;
      guard < 10 && usePlaybackStore.getState().playing?.beat.event?.type !== 'cursed';
      guard++
    )
      await vi.advanceTimersToNextTimerAsync();
    const { type, motions } = motionsNow();
    expect(type).toBe('cursed');
    expect(motions).toEqual([{ kind: 'curse', ship: 'red', toCursed: true }]);
    expect(shown().players[0]?.cursed).toBe(false);
    expect(curseFlip(true, 0)).toBeCloseTo(0, 6);
    expect(curseFlip(true, 1)).toBeCloseTo(Math.PI, 6);
    expect(curseFlip(false, 1)).toBeCloseTo(0, 6);
    await playToEnd();
    const order = heard.filter((entry) => entry.moment === 'end').map((entry) => entry.type);
    expect(order.indexOf('jollyRogerDrawn')).toBeLessThan(order.indexOf('cursed'));
    expect(
      heard.find((entry) => entry.type === 'cursed' && entry.moment === 'end')?.shown.players[0]?.cursed,
    ).toBe(true);
  });

  it('coins fly from the supply to the hold one after another, then a knocked-off captain falls', async () => {
    const before = startedGame();
    const events: GameEvent[] = [
      { type: 'coinsPaid', seat: 0, coins: 3, undoable: false },
      { type: 'captainKnockedOff', seat: 0, victim: 1, ship: 'blue', undoable: false },
    ];
    const after = events.reduce(showEvent, before);
    expect(after.players[0]?.coins).toBe((before.players[0]?.coins ?? 0) + 3);
    expect(after.players[1]?.captainAt).toBe('down');
    usePlaybackStore.getState().reset(before, 0);
    usePlaybackStore.getState().enqueue(beatsFor(before, events, after, 0));

    const coins = motionsNow();
    expect(coins.type).toBe('coinsPaid');
    // the thrown-off captain is off the table until its fall plays
    expect(selectOverboard(usePlaybackStore.getState())).toBe('blue');
    const [flying] = coins.motions;
    if (flying?.kind !== 'coins') throw new Error('expected coins');
    expect(flying.count).toBe(3);
    // from the supply (off the board) to red's hold (off the board, elsewhere)
    expect(outsideBoard(flying.start)).toBe(true);
    expect(outsideBoard(flying.end)).toBe(true);
    expect(Math.hypot(flying.end.x - flying.start.x, flying.end.z - flying.start.z)).toBeGreaterThan(10);
    expect(shown().players[0]?.coins).toBe(before.players[0]?.coins);
    // one after another: the first has landed while the last is still on its way
    expect(coinT(0, 0, 3)).toBe(0);
    expect(coinT(0.7, 0, 3)).toBe(1);
    expect(coinT(0.7, 2, 3)).toBeLessThan(1);
    expect(coinT(0.7, 2, 3)).toBeGreaterThan(0);
    expect(coinT(1, 2, 3)).toBe(1);

    await vi.advanceTimersToNextTimerAsync();
    const fall = motionsNow();
    expect(fall.type).toBe('captainKnockedOff');
    expect(fall.motions).toEqual([{ kind: 'captain', ship: 'blue', fall: true }]);
    // the coins are in the hold, the captain still stands until it has fallen
    expect(shown().players[0]?.coins).toBe(after.players[0]?.coins);
    expect(shown().players[1]?.captainAt).toBe('stern');
    expect(selectOverboard(usePlaybackStore.getState())).toBe('');
    // it drops back onto its stern, tumbling over as it comes down, and lies there
    expect(captainDrop(true, 0)).toBeGreaterThan(2);
    expect(captainDrop(true, 1)).toBe(0);
    expect(captainDrop(false, 0.5)).toBe(0);
    expect(captainLean(true, 0)).toBe(0);
    expect(captainLean(true, 1)).toBeCloseTo(Math.PI / 2, 6);
    // a fall speeds up: less than half-way over at half time
    expect(captainLean(true, 0.5)).toBeLessThan(Math.PI / 4);
    await playToEnd();
    expect(shown().players[1]?.captainAt).toBe('down');
  });

  it('a knocked-down captain stands again as its owner’s turn starts', async () => {
    const knocked = startedGame();
    const blue = knocked.players[1];
    if (!blue) throw new Error('no second player');
    blue.captainAt = 'down';
    load(knocked);
    useGameStore.getState().dispatch({ type: 'endTurn' });
    // two people share the screen: behind the cover for Bart nothing plays, so he sees his captain rise
    expect(useGameStore.getState().handOffSeat).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(usePlaybackStore.getState().playing).toBeNull();
    expect(shown().turn?.seat).toBe(1);
    expect(shown().players[1]?.captainAt).toBe('down');
    useGameStore.getState().acknowledgeHandOff();
    for (
      let guard = 0;
      guard < 10 && usePlaybackStore.getState().playing?.beat.event?.type !== 'captainReturned';
      guard++
    )
      await vi.advanceTimersToNextTimerAsync();
    const { type, motions } = motionsNow();
    expect(type).toBe('captainReturned');
    expect(motions).toEqual([{ kind: 'captain', ship: 'blue', fall: false }]);
    expect(shown().players[1]?.captainAt).toBe('down');
    expect(captainLean(false, 0)).toBeCloseTo(Math.PI / 2, 6);
    expect(captainLean(false, 1)).toBe(0);
    await playToEnd();
    expect(shown().players[1]?.captainAt).toBe('stern');
  });

  it('reduced motion: the card, the curse and the coins are shown at once, nothing left to play', () => {
    useSettingsStore.setState({ reducedMotion: true });
    load(besideH('jollyRoger'));
    useGameStore.getState().dispatch({ type: 'explore', island: 'H' });
    expect(settled()).toBe(true);
    expect(shown()).toBe(useGameStore.getState().game);
    expect(shown().players[0]?.cursed).toBe(true);
    expect(heard.filter((entry) => entry.moment === 'end').map((entry) => entry.type)).toContain('cursed');
  });
});

describe('what plays nothing', () => {
  it('an already cursed captain’s card stays on its side: no turn, no time', () => {
    const state = besideH('card');
    const event: GameEvent = {
      type: 'cursed',
      seat: 0,
      cause: 'jollyRoger',
      alreadyCursed: true,
      undoable: false,
    };
    expect(tokenMotionsFor(MAP, event, state)).toEqual([]);
    expect(beatMs(event)).toBe(0);
    const island: IslandLetter = 'H';
    expect(
      tokenMotionsFor(MAP, { type: 'explored', seat: 0, island, actionsUsed: 1, undoable: false }, state),
    ).toEqual([]);
  });
});

describe('the turn passing on the shown table', () => {
  it('the captain leaves its card for the stern as the turn ends, and the next seat’s turn begins afresh', () => {
    const state = startedGame();
    const anne = state.players[0];
    if (!anne || !state.turn) throw new Error('no turn');
    anne.captainAt = 'track';
    state.turn.actionsUsed = 2;
    state.turn.volleyUsed = true;
    const ended = showEvent(state, { type: 'turnEnded', seat: 0, round: 1, actionsUsed: 2, undoable: false });
    expect(ended.players[0]?.captainAt).toBe('stern');
    expect(ended.players[1]?.captainAt).toBe('stern');
    const started = showEvent(ended, { type: 'turnStarted', seat: 1, round: 1, undoable: false });
    expect(started.turn).toMatchObject({ seat: 1, round: 1, actionsUsed: 0, volleyUsed: false });
    // a knocked-down captain stays down until its own beat has played
    const knocked = structuredClone(ended);
    const bart = knocked.players[1];
    if (bart) bart.captainAt = 'down';
    expect(
      showEvent(knocked, { type: 'turnStarted', seat: 1, round: 1, undoable: false }).players[1]?.captainAt,
    ).toBe('down');
  });
});
