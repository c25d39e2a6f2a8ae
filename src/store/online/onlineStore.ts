import { Client, type Room } from 'colyseus.js';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActionIntent, GameEvent, GameView, Seat, VolleySource } from '../../engine';
import type { ShipId } from '../../engine/ids';
import {
  type ClientMessage,
  type ClockMessage,
  type JoinOptions,
  type SeatSpec,
  type ServerMessage,
  TABLE_ROOM,
  type TableClock,
} from '../../table/onlineMessages';
import type { ReactionId } from '../../table/reactions';
import { rematchSeat } from '../../table/rematchSeat';
import { newSeatToken } from '../../table/seatToken';
import type { JoinRefusal } from './joinRefusal';
import { JOIN_TRIES, type JoinRetry, joinTrying, reconnectDelayMs } from './joinTrying';
import { readMuted, writeMuted } from './mutedPlayers';
import { browserStorage, type KeyValueStorage, type MyGame, readMyGames, rememberGame } from './myGames';

type TableMessage = Extract<ServerMessage, { type: 'table' }>;
type ViewMessage = Extract<ServerMessage, { type: 'view' }>;

/** A quick reaction received: who sent it (their seat and name), which, and a number to tell repeats apart. */
export interface ShownReaction {
  seat: Seat;
  name: string;
  id: ReactionId;
  key: number;
}

export type OnlineStatus = 'idle' | 'connecting' | 'connected' | 'lost';

/** A table looked at before taking a seat: its seats as the server lists them, and each seat's ship. */
export interface Peek {
  table: TableMessage;
  ships: (ShipId | null)[];
}

export interface OnlineState {
  status: OnlineStatus;
  table: TableMessage | null;
  /** The latest view of this seat (or the spectators' view), with its version and events. */
  view: GameView | null;
  version: number;
  events: GameEvent[];
  /** The game's events before the latest view, sent with the view a device gets as it joins; else null. */
  history: GameEvent[] | null;
  /** The volley that led to the latest view: the server's input and trace hash, to play back. */
  volley: ViewMessage['volley'];
  /**
   * The table's clock as the server last sent it, with this page's clock reading then (`at`), so the
   * time left counts down from the server's deadline without trusting this device's clock to agree.
   */
  clock: (ClockMessage & { at: number }) | null;
  /** The server's last refusal or a connection problem, in words. */
  error: string | null;
  /** How many refusals the server has sent: a new one is told apart from the same words again. */
  refusals: number;
  /**
   * A join by code being tried again after a transient failure (the table's room opening, the network
   * gone for a moment): the try under way, how many there are at most, and why the last one failed.
   */
  retry: JoinRetry | null;
  /**
   * How the last join by code (or look at a table's seats) failed: refused for good (said at once), or
   * transient at every try; else null.
   */
  failure: JoinRefusal['kind'] | null;
  myGames: MyGame[];
  /** The table an invite link opened, watched (as a spectator, on a connection of its own) until a seat is taken. */
  peek: Peek | null;
  /** The quick reactions received and not yet gone (the newest last); a muted player's are not kept. */
  reactions: ShownReaction[];
  /** The players (by name) whose reactions this device does not show, kept in this browser. */
  muted: string[];
  react(id: ReactionId): void;
  /** Shows or stops showing `name`'s reactions on this device. */
  toggleMute(name: string): void;
  /** A reaction's time over the board is up. */
  dismissReaction(key: number): void;
  /** Asks the server for a rematch of the ended game (every device there is taken to it). */
  askRematch(): void;
  /** Goes to the rematch of this table: to this browser's rotated seat there, or watching it. */
  followRematch(): Promise<boolean>;
  /**
   * A new table of `seats`; `clock`: its time limit and timeout policy (none: no limit); `practiceAids`:
   * on for everyone at the table.
   */
  createTable(seats: SeatSpec[], name: string, clock?: TableClock, practiceAids?: boolean): Promise<boolean>;
  joinTable(code: string, name: string, seat: Seat): Promise<boolean>;
  watchTable(code: string): Promise<boolean>;
  /** Watches a table's seats before joining it, so the join form can list the free ones as they change. */
  peekTable(code: string): Promise<boolean>;
  stopPeeking(): Promise<void>;
  /** Back to a table of "My games" with its seat token (or as a spectator, if it was watched). */
  resumeTable(code: string): Promise<boolean>;
  act(intent: ActionIntent): void;
  fireVolley(source: VolleySource, strength: number): void;
  startGame(): void;
  giveSeat(seat: Seat, level: string): void;
  /** This player is back: the computer captain standing in for their seat stands down. */
  takeSeatBack(): void;
  leave(): Promise<void>;
}

/** Reactions kept on screen at once: a burst from several seats shows its newest few. */
const MAX_REACTIONS = 3;

export { JOIN_TRIES, reconnectDelayMs };

/** Where the game server answers: the page's own origin at /online (Vite proxies it under `npm start`). */
export function defaultEndpoint(): string {
  return typeof location === 'undefined' ? 'http://127.0.0.1:2567/online' : `${location.origin}/online`;
}

/**
 * The client side of a remote table: one Colyseus connection, the table and this seat's latest view as
 * the server sent them (the store decides nothing; the server is the authority), and "My games".
 */
export function createOnlineStore(
  endpoint = defaultEndpoint(),
  storage: KeyValueStorage | null = browserStorage(),
): StoreApi<OnlineState> {
  const client = new Client(endpoint);
  let room: Room | null = null;
  let peekRoom: Room | null = null;
  /** One more at each peek and each stop: a peek whose join lands after a newer one (or a stop) leaves. */
  let peekGeneration = 0;
  /** One more for each reaction received: a key to tell two of the same apart. */
  let reactionKey = 0;
  /** One more at each join and each leave: a join tried again after a newer one (or a leave) gives up. */
  let joinGeneration = 0;

  /** The table being come back to after a lost connection, its next try, and the try waiting. */
  let lost: { code: string; attempt: number; timer: ReturnType<typeof setTimeout> } | null = null;
  let comeBack: (code: string, attempt: number) => void = () => undefined;
  /** A table opened or left by hand: the lost one is no longer come back to. */
  const stopComingBack = () => {
    if (lost) clearTimeout(lost.timer);
    lost = null;
  };

  const store = createStore<OnlineState>()((set, get) => {
    comeBack = (code, attempt) => {
      if (lost) clearTimeout(lost.timer);
      const timer = setTimeout(async () => {
        if (lost?.timer !== timer) return;
        if (await resume(code, 1)) {
          if (lost?.timer === timer) lost = null;
          return;
        }
        // still the table to come back to (not left, not another one opened meanwhile): try again later,
        // unless the seat was refused for good (its token no longer the table's): that is said instead
        if (lost?.timer !== timer) return;
        if (get().failure === 'final') {
          lost = null;
          return;
        }
        set({ status: 'lost' });
        comeBack(code, attempt + 1);
      }, reconnectDelayMs(attempt));
      lost = { code, attempt, timer };
    };

    const send = (message: ClientMessage) => {
      if (!room) set({ error: 'Not connected to a table' });
      else {
        // each message is a Colyseus message type of its own, with the rest as its body
        const { type, ...body } = message;
        room.send(type, body);
      }
    };

    const attach = (joined: Room, name: string) => {
      room = joined;
      joined.onMessage('table', (message: TableMessage) => {
        const before = get().table;
        set({ table: message });
        const known = get().myGames.find((game) => game.code === message.code);
        set({
          myGames: rememberGame(storage, {
            code: message.code,
            seat: message.you,
            token: known?.seat === message.you ? (known?.token ?? null) : null,
            name,
            at: Date.now(),
          }),
        });
        // a rematch asked for while this device is at the table: it goes there too
        if (message.rematch && before?.code === message.code && !before.rematch) void get().followRematch();
      });
      joined.onMessage('seated', (message: Extract<ServerMessage, { type: 'seated' }>) => {
        const code = joined.roomId;
        set({
          myGames: rememberGame(storage, {
            code,
            seat: message.seat,
            token: message.token,
            name,
            at: Date.now(),
          }),
        });
      });
      joined.onMessage('view', (message: ViewMessage) =>
        set({
          view: message.view,
          version: message.version,
          events: message.events,
          history: message.history ?? null,
          volley: message.volley,
        }),
      );
      joined.onMessage('clock', (message: ClockMessage) => set({ clock: { ...message, at: Date.now() } }));
      joined.onMessage('reaction', (message: Extract<ServerMessage, { type: 'reaction' }>) => {
        const name = get().table?.seats[message.seat]?.name ?? `Seat ${message.seat + 1}`;
        if (get().muted.includes(name)) return;
        reactionKey += 1;
        const shown: ShownReaction = { seat: message.seat, name, id: message.id, key: reactionKey };
        set({ reactions: [...get().reactions, shown].slice(-MAX_REACTIONS) });
      });
      joined.onMessage('error', (message: Extract<ServerMessage, { type: 'error' }>) =>
        set({ error: message.message, refusals: get().refusals + 1 }),
      );
      joined.onLeave((code) => {
        if (room !== joined) return;
        room = null;
        // 1000: left on purpose; 4001: the seat was taken up on another device. Otherwise the network or
        // the server went away, or the room gave way to a newer one of the table (TABLE_MOVED_CLOSE): come
        // back by the seat token (the matchmaker finds the live room), further apart each time.
        if (code === 1000 || code === 4001) {
          set({ status: 'idle' });
          return;
        }
        set({ status: 'lost' });
        comeBack(joined.roomId, 1);
      });
      set({ status: 'connected', error: null });
    };

    /**
     * Joins by `how`, up to `tries` times: a transient failure is tried again after a wait growing each
     * time (the page shows which try), a final one is said at once. A newer join or a leave meanwhile
     * ends it (false), leaving any room it still got.
     */
    const connect = async (how: () => Promise<Room>, name: string, tries = 1): Promise<boolean> => {
      joinGeneration += 1;
      const generation = joinGeneration;
      // no longer this store's room before it is left: its close is not taken for a lost connection
      const leaving = room;
      room = null;
      await leaving?.leave(true).catch(() => undefined);
      set({
        status: 'connecting',
        error: null,
        retry: null,
        failure: null,
        view: null,
        table: null,
        volley: null,
        events: [],
        history: null,
        clock: null,
        reactions: [],
      });
      const outcome = await joinTrying(
        how,
        tries,
        () => generation === joinGeneration,
        (retry) => set({ retry }),
      );
      if (!outcome) return false;
      switch (outcome.kind) {
        case 'joined':
          set({ retry: null });
          attach(outcome.room, name);
          return true;
        case 'final':
        case 'transient':
          set({ status: 'idle', error: outcome.reason, retry: null, failure: outcome.kind });
          return false;
      }
    };

    const joinWith = (options: JoinOptions) => client.joinOrCreate(TABLE_ROOM, options);

    /**
     * Back to a table by the seat token this browser holds there, or watching it if it holds none; a
     * transient failure tried again up to `tries` times.
     */
    const resume = (code: string, tries = JOIN_TRIES) => {
      const known = readMyGames(storage).find((game) => game.code === code);
      if (known?.token)
        return connect(() => joinWith({ code, token: known.token as string }), known.name, tries);
      return connect(() => joinWith({ code, spectate: true }), '', tries);
    };

    const stopPeeking = async () => {
      peekGeneration += 1;
      const peeking = peekRoom;
      peekRoom = null;
      set({ peek: null });
      await peeking?.leave(true).catch(() => undefined);
    };

    return {
      status: 'idle',
      table: null,
      view: null,
      version: 0,
      events: [],
      history: null,
      volley: null,
      clock: null,
      error: null,
      refusals: 0,
      retry: null,
      failure: null,
      reactions: [],
      muted: readMuted(storage),
      myGames: readMyGames(storage),
      createTable(seats, name, clock, practiceAids) {
        stopComingBack();
        return connect(
          () => client.create(TABLE_ROOM, { create: { seats, name, clock, practiceAids } }),
          name,
        );
      },
      peek: null,
      async joinTable(code, name, seat) {
        stopComingBack();
        // this browser's own token for the seat, the same at every try: a try whose connection dropped
        // after the server gave it the seat is given it again, and the seat is come back to by it
        const token = newSeatToken();
        const joined = await connect(() => joinWith({ code, name, seat, token }), name, JOIN_TRIES);
        if (joined) set({ myGames: rememberGame(storage, { code, seat, token, name, at: Date.now() }) });
        // seated: the seats are now the table's own; refused (the seat was just taken): keep listing them
        if (joined) await stopPeeking();
        return joined;
      },
      async peekTable(code) {
        await stopPeeking();
        set({ error: null, failure: null });
        const generation = peekGeneration;
        // tried again as a join is (the table may be opening); the form says it is looking meanwhile
        const outcome = await joinTrying(
          () => joinWith({ code, spectate: true }),
          JOIN_TRIES,
          () => generation === peekGeneration,
          () => undefined,
        );
        if (!outcome) return false;
        if (outcome.kind !== 'joined') {
          // a transient failure at every try gets "Try again" on the form; a final one is only said
          set({ error: outcome.reason, failure: outcome.kind });
          return false;
        }
        const watching = outcome.room;
        peekRoom = watching;
        let ships: Peek['ships'] = [];
        watching.onMessage('table', (message: TableMessage) => {
          if (peekRoom === watching) set({ peek: { table: message, ships } });
        });
        watching.onMessage('view', (message: ViewMessage) => {
          ships = message.view.players.map((player) => player.ship);
          const peek = get().peek;
          if (peekRoom === watching && peek) set({ peek: { ...peek, ships } });
        });
        // the spectators' other messages (refusals) are not this form's
        watching.onMessage('error', () => undefined);
        watching.onMessage('seated', () => undefined);
        watching.onMessage('clock', () => undefined);
        watching.onMessage('reaction', () => undefined);
        return true;
      },
      stopPeeking,
      watchTable(code) {
        stopComingBack();
        return connect(() => joinWith({ code, spectate: true }), '', JOIN_TRIES);
      },
      resumeTable(code) {
        stopComingBack();
        return resume(code);
      },
      act: (intent) => send({ type: 'act', intent } as ClientMessage),
      fireVolley: (source, strength) => send({ type: 'volley', source, strength }),
      startGame: () => send({ type: 'start' }),
      giveSeat: (seat, level) => send({ type: 'giveSeat', seat, level }),
      takeSeatBack: () => send({ type: 'back' }),
      react: (id) => send({ type: 'react', id }),
      toggleMute(name) {
        const muted = get().muted.includes(name)
          ? get().muted.filter((other) => other !== name)
          : [...get().muted, name];
        writeMuted(storage, muted);
        set({ muted, reactions: get().reactions.filter((reaction) => !muted.includes(reaction.name)) });
      },
      dismissReaction: (key) =>
        set({ reactions: get().reactions.filter((reaction) => reaction.key !== key) }),
      askRematch: () => send({ type: 'rematch' }),
      followRematch() {
        const table = get().table;
        if (!table?.rematch) return Promise.resolve(false);
        const code = table.rematch;
        // the seat's token holds the rotated seat there (the server carried it over); a watcher watches
        const known = readMyGames(storage).find((game) => game.code === table.code);
        if (table.you !== null && known?.token)
          set({
            myGames: rememberGame(storage, {
              code,
              seat: rematchSeat(table.you, table.seats.length),
              token: known.token,
              name: known.name,
              at: Date.now(),
            }),
          });
        // the page's table link names the rematch now, so a reload opens it
        if (
          typeof location !== 'undefined' &&
          new URLSearchParams(location.search).get('table') === table.code
        )
          history.replaceState(null, '', location.search.replace(table.code, code));
        stopComingBack();
        return resume(code);
      },
      async leave() {
        joinGeneration += 1;
        stopComingBack();
        await stopPeeking();
        const leaving = room;
        room = null;
        set({
          status: 'idle',
          retry: null,
          table: null,
          view: null,
          volley: null,
          events: [],
          history: null,
          clock: null,
          reactions: [],
        });
        await leaving?.leave(true).catch(() => undefined);
      },
    };
  });
  if (typeof window !== 'undefined') {
    // back online, or the tab shown again (a phone woken): try the lost table now, not at the next try
    const now = () => {
      if (lost && store.getState().status === 'lost') comeBack(lost.code, lost.attempt);
    };
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') now();
    });
  }
  return store;
}

/** The page's one online table. */
export const onlineStore = createOnlineStore();
export const useOnlineStore = <T>(selector: (state: OnlineState) => T): T => useStore(onlineStore, selector);
