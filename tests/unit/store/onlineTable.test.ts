import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { type ActionIntent, isWholeState, legalActions, type TableState } from '../../../src/engine';
import { initPhysics, traceHash } from '../../../src/physics';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { othersToAct, useGameStore } from '../../../src/store/game/gameStore';
import type { KeyValueStorage } from '../../../src/store/online/myGames';
import { createOnlineStore, type OnlineState } from '../../../src/store/online/onlineStore';
import { REPLAY_DIFFERS, REPLAY_FAILED } from '../../../src/store/online/onlineTable';
import { selectSettled, usePlaybackStore } from '../../../src/store/playback/playbackStore';
import { useSettingsStore } from '../../../src/store/settings/settingsStore';
import { inProcessVolleys, type VolleyService } from '../../../src/store/volley/volleyService';
import { followOnline, type Wiring, wireStores } from '../../../src/store/wiring';
import { until } from '../server/support';

const PORT = 2605;
const endpoint = `http://127.0.0.1:${PORT}/online`;
let server: RunningGameServer;
beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
  await initPhysics();
}, 180_000);
afterAll(() => server.close(), 60_000);

/** This device's volleys: in this thread, or (set by a test) a device whose physics fails. */
let volleys: VolleyService = inProcessVolleys;
let wiring: Wiring;
beforeEach(() => {
  volleys = inProcessVolleys;
  wiring = wireStores({
    volleys: { fire: (...args) => volleys.fire(...args), replay: (...args) => volleys.replay(...args) },
  });
});
afterEach(() => wiring.dispose());

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};
const waitFor = (store: StoreApi<OnlineState>, what: string, test: (state: OnlineState) => boolean) =>
  until(what, () => (test(store.getState()) ? true : null), 60_000);
const table = () => {
  const game = useGameStore.getState().game;
  if (!game) throw new Error('no table on the game screen');
  return game;
};
/** The screen's table has caught up with the server's latest view (and played it). */
const caughtUp = (anne: StoreApi<OnlineState>) =>
  until(
    'the screen to show the server’s view',
    () => {
      const view = anne.getState().view;
      const game = useGameStore.getState().game;
      return view && game && JSON.stringify(game) === JSON.stringify(view) ? true : null;
    },
    60_000,
  );
/** The first legal action of a type on a table, as an intent. */
function first(game: TableState, type: ActionIntent['type']): ActionIntent {
  const action = legalActions(game).find((legal) => legal.type === type);
  if (!action) throw new Error(`no legal ${type}`);
  const { seat: _seat, ...intent } = action as typeof action & { seat?: number };
  return intent as ActionIntent;
}

it('plays a remote table on the game screen: intents to the server, its views played, a volley flown again from its input', async () => {
  useSettingsStore.setState({ reducedMotion: true });
  const anne = createOnlineStore(endpoint, memoryStorage());
  const bob = createOnlineStore(endpoint, memoryStorage());
  const stop = followOnline(anne);
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  const code = anne.getState().table?.code ?? '';
  expect(await bob.getState().joinTable(code, 'Bob', 1)).toBe(true);
  await waitFor(anne, 'Bob seated', (state) => state.table?.seats[1]?.connected === true);
  expect(useGameStore.getState().remote).toMatchObject({ seat: 0, host: 0 });
  anne.getState().startGame();
  await waitFor(anne, 'the game started', (state) => state.version === 1);
  await caughtUp(anne);

  // Setup through the game store's one door: the host chooses, the first player places the Kraken.
  const { dispatch } = useGameStore.getState();
  expect(dispatch({ type: 'chooseFirstPlayer', seat: 0 }).ok).toBe(true);
  await waitFor(anne, 'the first player chosen', (state) => state.version === 2);
  await caughtUp(anne);
  expect(dispatch(first(table(), 'placeKraken')).ok).toBe(true);
  await waitFor(anne, 'the Kraken placed', (state) => state.version === 3);
  while (anne.getState().view?.phase.kind === 'chooseCaptains') {
    await caughtUp(anne);
    const version = anne.getState().version;
    const phase = table().phase;
    const nextSeat = phase.kind === 'chooseCaptains' ? phase.nextSeat : -1;
    if (nextSeat === 0) expect(dispatch(first(table(), 'chooseCaptain')).ok).toBe(true);
    else {
      const bobsView = bob.getState().view;
      if (!bobsView) throw new Error('Bob has no view');
      bob.getState().act(first(bobsView, 'chooseCaptain'));
    }
    await waitFor(anne, 'a captain chosen', (state) => state.version === version + 1);
  }
  await caughtUp(anne);
  expect(table().turn?.seat).toBe(0);
  // the screen holds the server's view itself: nothing hidden, nothing made up
  expect(isWholeState(table())).toBe(false);
  expect(table()).toEqual(anne.getState().view);

  // Bob's turn is not now: his action is refused by the server and nothing changes.
  const beforeRefusal = anne.getState().version;
  bob.getState().act({ type: 'endTurn' });
  await waitFor(bob, 'Bob refused', (state) => state.error !== null);
  expect(anne.getState().version).toBe(beforeRefusal);

  // A move: sent as an intent; the log and the shown table follow the server's view and events.
  const logBefore = useGameStore.getState().log.length;
  const shipHex = () => {
    const ship = table().players[0]?.ship;
    return ship ? table().ships[ship]?.hex : undefined;
  };
  const from = shipHex();
  expect(dispatch(first(table(), 'moveShip')).ok).toBe(true);
  await waitFor(anne, 'the move', (state) => state.version === beforeRefusal + 1);
  await caughtUp(anne);
  const moved = useGameStore.getState().log.slice(logBefore);
  expect(moved.map((entry) => entry.event.type)).toContain('shipMoved');
  await until('the move played', () => (selectSettled(usePlaybackStore.getState()) ? true : null));
  expect(usePlaybackStore.getState().shown).toEqual(table());
  const to = shipHex();
  expect(to).not.toBe(from);

  // Undo online: she takes her own move back through the same door; the server's view has the ship back.
  expect(dispatch({ type: 'undo' }).ok).toBe(true);
  await waitFor(anne, 'the undo', (state) => state.version === beforeRefusal + 2);
  await caughtUp(anne);
  await until('the undo played', () => (selectSettled(usePlaybackStore.getState()) ? true : null));
  expect(shipHex()).toBe(from);
  expect(dispatch(first(table(), 'moveShip')).ok).toBe(true);
  await waitFor(anne, 'the move again', (state) => state.version === beforeRefusal + 3);
  await caughtUp(anne);
  await until('the move played again', () => (selectSettled(usePlaybackStore.getState()) ? true : null));
  expect(shipHex()).toBe(to);

  // The volley: source and strength go; the flight played is this device's replay of the server's input.
  const fired = dispatch({ type: 'fire', source: 'ship', strength: 0.45, thresholds: DEFAULT_THRESHOLDS });
  const result = await fired;
  expect(result.ok).toBe(true);
  const volley = anne.getState().volley;
  if (!volley) throw new Error('no volley in the view');
  const { version: volleyVersion, refusals: volleyRefusals } = anne.getState();
  await until('the flight on the table', () =>
    usePlaybackStore.getState().volley?.kind === 'flying' ? true : null,
  );
  const stage = usePlaybackStore.getState().volley;
  if (stage?.kind !== 'flying') throw new Error('not flying');
  expect(traceHash(stage.trace)).toBe(volley.hash);
  expect(stage.score.outcome).toEqual(volley.outcome);
  expect(useGameStore.getState().notice).not.toBe(REPLAY_DIFFERS);
  usePlaybackStore.getState().land();
  expect(selectSettled(usePlaybackStore.getState())).toBe(true);
  expect(usePlaybackStore.getState().shown).toEqual(table());
  expect(table().turn?.volleyUsed).toBe(true);
  usePlaybackStore.getState().close();

  // A second volley this turn: refused here by the engine on Anne's view, nothing sent.
  const again = await dispatch({
    type: 'fire',
    source: 'ship',
    strength: 0.5,
    thresholds: DEFAULT_THRESHOLDS,
  });
  expect(again.ok).toBe(false);
  expect(useGameStore.getState().rejection).toBeTruthy();

  // The turn passes; Anne's screen refuses her actions until it is hers again, without asking the server.
  const version = anne.getState().version;
  expect(dispatch({ type: 'endTurn' }).ok).toBe(true);
  await waitFor(anne, 'the turn passed', (state) => state.version === version + 1);
  // the refused volley never reached the server: the end of the turn, sent after it on the same
  // socket, is the one thing the server answered since the volley (a refusal would have come first)
  expect(anne.getState()).toMatchObject({ version: volleyVersion + 1, refusals: volleyRefusals });
  await caughtUp(anne);
  expect(table().turn?.seat).toBe(1);
  // the screen's controls rest while another seat acts (no computer on this device: the seats list is empty)
  expect(othersToAct(table(), useGameStore.getState().seats, useGameStore.getState().remote)).toBe(true);
  const refusals = anne.getState().refusals;
  expect(dispatch({ type: 'endTurn' })).toMatchObject({ ok: false, code: 'notYourTurn' });
  expect(anne.getState().refusals).toBe(refusals);

  // Bob's volley, on a device whose physics fails: the result is played without a flight, and said.
  volleys = {
    fire: () => Promise.reject(new Error('no physics')),
    replay: () => Promise.reject(new Error('no physics')),
  };
  const beforeBobsVolley = anne.getState().version;
  bob.getState().fireVolley('ship', 0.4);
  await waitFor(anne, 'Bob’s volley', (state) => state.version === beforeBobsVolley + 1);
  await caughtUp(anne);
  await until('Bob’s volley played', () => (selectSettled(usePlaybackStore.getState()) ? true : null));
  expect(table().turn?.volleyUsed).toBe(true);
  expect(usePlaybackStore.getState().volley).toBeNull();
  expect(useGameStore.getState().notice).toBe(REPLAY_FAILED);
  volleys = inProcessVolleys;

  // Bob's end of turn reaches Anne's table as his view's events: her log says her turn has begun.
  const logBeforeBob = useGameStore.getState().log.length;
  bob.getState().act({ type: 'endTurn' });
  await waitFor(anne, 'Anne’s turn again', (state) => state.view?.turn?.seat === 0);
  await caughtUp(anne);
  const bobs = useGameStore
    .getState()
    .log.slice(logBeforeBob)
    .map((entry) => entry.event);
  expect(bobs).toContainEqual(expect.objectContaining({ type: 'turnStarted', seat: 0 }));

  // A lost connection: back by the seat token, the screen shows the table as it is now.
  await anne.getState().leave();
  expect(await anne.getState().resumeTable(code)).toBe(true);
  await waitFor(anne, 'Anne back', (state) => state.table?.you === 0 && state.view !== null);
  await caughtUp(anne);
  expect(table().turn?.seat).toBe(0);
  // the screen holds the server's view itself: nothing hidden, nothing made up
  expect(isWholeState(table())).toBe(false);
  expect(table()).toEqual(anne.getState().view);
  expect(othersToAct(table(), useGameStore.getState().seats, useGameStore.getState().remote)).toBe(false);
  expect(dispatch({ type: 'endTurn' }).ok).toBe(true);
  await waitFor(anne, 'the turn passed after coming back', (state) => state.view?.turn?.seat === 1);

  stop();
  expect(useGameStore.getState().remote).toBeNull();
  await bob.getState().leave();
  await anne.getState().leave();
}, 300_000);

it('a watcher’s screen plays the table as it goes and refuses every action without sending it', async () => {
  useSettingsStore.setState({ reducedMotion: true });
  const anne = createOnlineStore(endpoint, memoryStorage());
  const bob = createOnlineStore(endpoint, memoryStorage());
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  const code = anne.getState().table?.code ?? '';
  expect(await bob.getState().joinTable(code, 'Bob', 1)).toBe(true);
  await waitFor(anne, 'Bob seated', (state) => state.table?.seats[1]?.connected === true);
  anne.getState().startGame();
  anne.getState().act({ type: 'chooseFirstPlayer', seat: 0 });
  await waitFor(anne, 'the first player chosen', (state) => state.version === 2);

  const watcher = createOnlineStore(endpoint, memoryStorage());
  const stop = followOnline(watcher);
  expect(await watcher.getState().watchTable(code)).toBe(true);
  await until('the watcher’s table', () =>
    useGameStore.getState().game?.phase.kind === 'placeKraken' ? true : null,
  );
  expect(useGameStore.getState().remote).toMatchObject({ seat: null, host: 0 });
  // joining late, the watcher's log tells what happened before it came
  const logTypes = () => useGameStore.getState().log.map((entry) => entry.event.type);
  expect(logTypes()).toEqual(['firstPlayerChosen']);
  expect(othersToAct(table(), [], useGameStore.getState().remote)).toBe(true);
  const refusals = watcher.getState().refusals;
  expect(useGameStore.getState().dispatch(first(table(), 'placeKraken'))).toMatchObject({ ok: false });
  expect(useGameStore.getState().rejection).toMatch(/watching/);

  // the Kraken placed by Anne is played onto the watcher's table
  const anneView = anne.getState().view;
  if (!anneView) throw new Error('Anne has no view');
  anne.getState().act(first(anneView, 'placeKraken'));
  await until('the Kraken on the watcher’s table', () =>
    usePlaybackStore.getState().shown?.kraken && selectSettled(usePlaybackStore.getState()) ? true : null,
  );
  expect(usePlaybackStore.getState().shown?.kraken).toEqual(anne.getState().view?.kraken);
  expect(logTypes()).toEqual(['firstPlayerChosen', 'krakenPlaced']);
  expect(watcher.getState().refusals).toBe(refusals);
  expect(watcher.getState().version).toBe(3);
  stop();
  for (const store of [watcher, bob, anne]) await store.getState().leave();
}, 300_000);

it('takes the practice aids from the table the host made: on on a joining device, off again back on its own game', async () => {
  const anne = createOnlineStore(endpoint, memoryStorage());
  const bob = createOnlineStore(endpoint, memoryStorage());
  const none = [{ kind: 'person' as const }, { kind: 'person' as const }];
  expect(await anne.getState().createTable(none, 'Anne', undefined, true)).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  const code = anne.getState().table?.code ?? '';

  useGameStore.setState({ practiceAids: false });
  const stop = followOnline(bob);
  expect(await bob.getState().joinTable(code, 'Bob', 1)).toBe(true);
  await until('the table’s practice aids on Bob’s screen', () =>
    useGameStore.getState().practiceAids ? true : null,
  );
  expect(bob.getState().table?.practiceAids).toBe(true);
  stop();
  expect(useGameStore.getState()).toMatchObject({ remote: null, practiceAids: false });
  for (const store of [bob, anne]) await store.getState().leave();
}, 120_000);
