import type { StoreApi } from 'zustand/vanilla';
import {
  type ActionIntent,
  actionFor,
  type GameEvent,
  type Rejection,
  refusalOf,
  type TableState,
  volleySourceRefusal,
} from '../../engine';
import { DEFAULT_THRESHOLDS } from '../../physics/thresholds';
import { actingSeat } from '../../table/actingSeat';
import type { ServerMessage } from '../../table/onlineMessages';
import { appendLog, type FireIntent, type RemoteTable, type Sent, useGameStore } from '../game/gameStore';
import { SPECTATOR } from '../game/seatKinds';
import { beatsFor, type Flight } from '../playback/beatsFor';
import { usePlaybackStore } from '../playback/playbackStore';
import type { VolleyService } from '../volley/volleyService';
import { gameOver, keepOnlineGame } from './keepOnlineGame';
import type { OnlineState } from './onlineStore';

/** This seat's token at the table (from "My games"), or null when watching. */
const myToken = (state: OnlineState, code: string) =>
  state.myGames.find((game) => game.code === code && game.seat !== null)?.token ?? null;

type ViewMessage = Extract<ServerMessage, { type: 'view' }>;
type TableMessage = Extract<ServerMessage, { type: 'table' }>;
type Received = Pick<ViewMessage, 'view' | 'version' | 'events' | 'volley'> & {
  table: TableMessage;
  /** The game's events before this view, when it is a join's. */
  history: GameEvent[] | null;
};

/** Said when this device's replay of a volley does not give the server's trace (it should not happen). */
export const REPLAY_DIFFERS =
  'This device flew the volley a little differently from the table’s server; the server’s result stands.';

/** Said when this device cannot fly a volley again (its physics failed to load): the result is shown. */
export const REPLAY_FAILED = 'This device could not show the volley’s flight; its result is on the table.';

/**
 * How long another seat's volley result stays up once its cubes are down: long enough to read, then it
 * closes by itself, as a computer captain's does, so it never stands over this seat's own turn.
 */
export const OTHERS_RESULT_MS = 2500;

const SENT: Sent = { ok: true, sent: true };

const refused = (code: Rejection['code'], reason: string): Rejection => ({ ok: false, code, reason });

/** The game screen at a remote table: what store/wiring.ts calls as the online store and the volley change. */
export interface OnlineTable {
  /** Takes the online store's state: a new view is played onto the table, a refusal shown. */
  receive: (state: OnlineState) => void;
  /** A volley's result is up: another seat's closes by itself after a while. */
  resultShown: () => void;
  /** Back to this device's own game (the saved one is loaded again; nothing online is saved here). */
  stop: () => void;
}

/**
 * The game screen plays at a remote table: the game store's actions go to the server as intents, and
 * every view the server sends is played onto the shown table like a local action's events; a volley's
 * flight is flown again here from the server's input (its seed), which gives the server's trace.
 */
export function onlineTable(online: StoreApi<OnlineState>, volleys: VolleyService): OnlineTable {
  let stopped = false;
  let lastView: OnlineState['view'] = null;
  let version = -1;
  let refusals = online.getState().refusals;
  /** Views are shown one after another: a volley's replay takes time, and the next view waits for it. */
  let chain: Promise<void> = Promise.resolve();
  /** The flight being played is another seat's: its result banner closes by itself. */
  let othersFlight = false;
  let closing: ReturnType<typeof setTimeout> | null = null;

  /** The turn question this device can answer at once: whether this seat may act now. */
  function notMine(game: TableState | null): Rejection | null {
    const table = online.getState().table;
    if (!game || !table) return refused('wrongPhase', 'The table is not ready yet.');
    if (table.you === null) return refused('notYourTurn', 'You are watching this table.');
    if (online.getState().status !== 'connected')
      return refused('wrongPhase', 'The connection to the table is lost: coming back…');
    if (actingSeat(game, table.host) !== table.you) return refused('notYourTurn', 'It is not your turn.');
    return null;
  }

  function reject(result: Rejection): Rejection {
    useGameStore.setState({ rejection: result.reason });
    return result;
  }

  function act(intent: ActionIntent): Sent | Rejection {
    const { game } = useGameStore.getState();
    const blocked = notMine(game);
    if (blocked || !game) return reject(blocked ?? refused('wrongPhase', 'No game is in progress.'));
    // the rules' verdict on this seat's view; the server decides on its own state and sends the view
    const refusal = refusalOf(game, actionFor(game, intent));
    if (refusal) return reject(refusal);
    useGameStore.setState({ rejection: null });
    online.getState().act(intent);
    return SENT;
  }

  function fire(intent: FireIntent): Promise<Sent | Rejection> {
    const { game } = useGameStore.getState();
    const blocked = notMine(game) ?? (game && volleySourceRefusal(game, intent.source));
    if (blocked || !game) return Promise.resolve(reject(blocked ?? refused('wrongPhase', 'No game.')));
    const before = online.getState();
    // only the source and the strength: the server draws the seed and scores with its own thresholds
    before.fireVolley(intent.source, intent.strength);
    useGameStore.setState({ firing: { kind: 'firing', source: intent.source } });
    return new Promise((resolve) => {
      const off = online.subscribe((now) => {
        if (now.refusals !== before.refusals) {
          off();
          resolve(reject(refused('badVolley', now.error ?? 'The table refused the volley.')));
        } else if (now.version > before.version && now.volley && now.view) {
          off();
          resolve(SENT);
        } else if (now.status !== 'connected') {
          off();
          resolve(reject(refused('wrongPhase', 'The connection to the table was lost.')));
        }
      });
    });
  }

  /**
   * The flight of the server's volley, flown again on this device from the server's input; null (the
   * result shown without a flight, and said) if this device cannot fly it.
   */
  async function flightOf(
    volley: NonNullable<ViewMessage['volley']>,
    events: Received['events'],
  ): Promise<Flight | null> {
    try {
      const replayed = await volleys.replay(volley.input, DEFAULT_THRESHOLDS);
      if (replayed.hash !== volley.hash)
        useGameStore.setState({ notice: REPLAY_DIFFERS, noticeIsInfo: false });
      return { source: volley.input.firing.kind, trace: replayed.trace, score: replayed.score, events };
    } catch {
      useGameStore.setState({ notice: REPLAY_FAILED, noticeIsInfo: false });
      return null;
    }
  }

  async function show(received: Received) {
    if (stopped) return;
    const after = received.view;
    const { game: before, log } = useGameStore.getState();
    if (!before || received.version !== version + 1) {
      // a join, a reconnection or a gap: the table is shown as it is now, nothing played; a join's
      // history is the log (what happened while this device was away)
      version = received.version;
      const told = received.history ? appendLog([], received.history, after.turn?.round ?? 0) : log;
      usePlaybackStore.getState().reset(after, told.length, received.table.you ?? SPECTATOR);
      useGameStore.setState({ game: after, firing: null, log: told });
      return;
    }
    version = received.version;
    const flight = received.volley ? await flightOf(received.volley, received.events) : null;
    if (stopped) return;
    const acting = actingSeat(before, received.table.host);
    othersFlight = flight !== null && acting !== received.table.you;
    const computer = acting !== null && received.table.seats[acting]?.kind === 'computer';
    usePlaybackStore.getState().enqueue(
      beatsFor(before, received.events, after, log.length, {
        flight,
        computer,
        viewerOf: () => received.table.you ?? SPECTATOR,
      }),
    );
    // a volley's beats take over from this seat's fire intent (one that cannot be shown flying is
    // played without its flight)
    useGameStore.setState({
      game: after,
      log: appendLog(log, received.events, after.turn?.round ?? 0),
      ...(received.volley && { firing: null }),
    });
  }

  function receive(state: OnlineState) {
    const { table, view } = state;
    // the server's refusal of an action this seat's view allowed is shown as the engine's would be
    if (state.refusals !== refusals) {
      refusals = state.refusals;
      useGameStore.setState({ rejection: state.error });
    }
    if (!table) return;
    const { remote } = useGameStore.getState();
    if (remote?.seat !== table.you || remote.host !== table.host)
      useGameStore.setState({
        remote: { seat: table.you, host: table.host, act, fire } satisfies RemoteTable,
      });
    // the host's choice for the table: each device works out its own chances when on
    const aids = table.practiceAids ?? false;
    if (useGameStore.getState().practiceAids !== aids) useGameStore.setState({ practiceAids: aids });
    if (!view || view === lastView) return;
    // the game over: its replay, as this seat may see it, is kept in the device's history
    if (gameOver(view) && !gameOver(lastView))
      void keepOnlineGame(table.code, myToken(state, table.code)).then(
        (kept) => kept && useGameStore.setState({ finished: kept }),
      );
    lastView = view;
    const received: Received = {
      view,
      version: state.version,
      events: state.events,
      history: state.history,
      volley: state.volley,
      table,
    };
    chain = chain.then(
      () => show(received),
      () => show(received),
    );
  }

  function resultShown() {
    if (!othersFlight) return;
    othersFlight = false;
    if (closing) clearTimeout(closing);
    closing = setTimeout(() => {
      closing = null;
      usePlaybackStore.getState().close();
    }, OTHERS_RESULT_MS);
  }

  function stop() {
    stopped = true;
    if (closing) clearTimeout(closing);
    usePlaybackStore.getState().reset(null, 0);
    // the table's aids were the host's: this device's own game (if saved) brings back its own
    useGameStore.setState({
      remote: null,
      game: null,
      log: [],
      rejection: null,
      firing: null,
      practiceAids: false,
    });
    useGameStore.getState().loadFromStorage();
  }

  usePlaybackStore.getState().reset(null, 0);
  useGameStore.setState({
    game: null,
    log: [],
    seats: [],
    pendingCaptains: [],
    handOffSeat: null,
    rejection: null,
    firing: null,
    notice: null,
    practiceAids: false,
  });
  return { receive, resultShown, stop };
}
