import { createHash, createHmac, randomInt } from 'node:crypto';
import { type Client, matchMaker, Room, ServerError } from '@colyseus/core';
import type { CaptainIntent } from '../captains/intent';
import { isLevelId, LEVELS } from '../captains/levels';
import {
  type Action,
  type ActionIntent,
  createGame,
  eventsFor,
  execute,
  type GameEvent,
  type GameState,
  type Seat,
  type VolleyOutcome,
  type VolleySource,
  viewFor,
  volleySourceRefusal,
} from '../engine';
import type { VolleyInput } from '../physics/volleyInput';
import { actingSeat } from '../table/actingSeat';
import {
  CLIENT_MESSAGE,
  type SeatInfo,
  type ServerMessage,
  TABLE_MOVED_CLOSE,
} from '../table/onlineMessages';
import { volleyInputFor } from '../table/volleyInputFor';
import { CodeGuessGuard, requestAddress } from './codeGuessGuard';
import {
  appendAction,
  type Database,
  insertTable,
  type LoggedAction,
  loadTable,
  type PendingVolley,
  StaleVersionError,
  savePendingVolley,
  saveSetup,
  type TableSetup,
  tableExists,
} from './database';
import { clientMessageSchema, firstIssue, joinOptionsSchema, type ValidMessage } from './messages';
import { newSeatToken, newTableCode } from './tableCode';
import type { WorkerPools } from './workerPools';

/** What every table room of this process shares: set once by startGameServer. */
export const roomContext: {
  db: Database | null;
  pools: WorkerPools | null;
  guesses: CodeGuessGuard;
  /** Read the client's address from the proxy's X-Forwarded-For / X-Real-IP (only behind a proxy). */
  trustProxy: boolean;
} = { db: null, pools: null, guesses: new CodeGuessGuard(), trustProxy: false };

/**
 * The flood guard, a token bucket per client: a burst of MESSAGE_BURST, then MESSAGES_PER_SECOND; a
 * message over it is not read and is answered `tooFast` (so the client knows its intent was lost), and
 * DROPS_BEFORE_CLOSE drops in a row close it.
 */
export const MESSAGE_BURST = 16;
export const MESSAGES_PER_SECOND = 8;
export const DROPS_BEFORE_CLOSE = 24;
/** A computer captain's decisions in one turn before it is made to end it (a refusal loop stops here). */
const CAPTAIN_DECISIONS_PER_TURN = 60;
/**
 * Watchers a table takes at most: with its 4 seats (and a device replacing another on a seat for a
 * moment), the room stays under Colyseus' maxClients, so a player can always come back to a seat.
 */
export const MAX_SPECTATORS = 24;
/** Spectators seen from nowhere: viewFor and eventsFor hide every card from a seat no one holds. */
const NO_SEAT = -1;

/** Why a message was refused: sent back to its client as an error message. */
interface Refusal {
  code: string;
  message: string;
}

const STALE_REFUSAL: Refusal = { code: 'moved', message: 'This table moved to another server; coming back' };

interface SeatAuth {
  seat: Seat | null;
  /** A token given at this join (a new seat), to send to the client once. */
  token: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A computer captain's seed: from the table's secret, which no client ever sees (never from its code). */
const captainSeed = (secret: string, seat: Seat) =>
  createHmac('sha256', secret).update(`captain/${seat}`).digest().readUInt32BE(0);

/**
 * One remote table: the only authority over its game. It runs the engine's `execute` on every
 * validated message, sends each seat its own view (viewFor) and spectators the public one, flies
 * volleys in the worker pool with a seed it draws, plays the computer captains from their seats' views,
 * and logs every accepted action with its state version in the same transaction as the new state.
 */
export class TableRoom extends Room {
  override maxClients = 32;
  private code = '';
  private setup: TableSetup = { seats: [], host: 0 };
  private game: GameState | null = null;
  private version = 0;
  private secret = '';
  /** The volley drawn and stored but not yet flown and committed (see PendingVolley). */
  private pending: PendingVolley | null = null;
  /** A room made for a new table waits for its creator's join (seat 0); no other join may create. */
  private awaitingCreator = false;
  /** Seat of each connected client by session id; null for a spectator. */
  private readonly seatOf = new Map<string, Seat | null>();
  /** Every change runs in this chain, one at a time, so nothing interleaves with a volley or a write. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly rates = new Map<string, { tokens: number; at: number; drops: number }>();
  private captainBusy = false;
  private captainTurn = { key: '', decisions: 0 };
  /** Another room of this table stored a newer version: this one only closes (see giveWay). */
  private stale = false;

  private get db(): Database {
    if (!roomContext.db) throw new Error('The game server has no database');
    return roomContext.db;
  }

  private get pools(): WorkerPools {
    if (!roomContext.pools) throw new Error('The game server has no worker pools');
    return roomContext.pools;
  }

  /**
   * Before any room is found or made for a join by code: an address that has guessed too many codes is
   * refused, and a code that is no table's is refused here (and counted), so a guess never makes a room.
   */
  static override async onAuth(
    _token: string,
    options: unknown,
    context: Parameters<typeof requestAddress>[0],
  ): Promise<true> {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, firstIssue(parsed.error));
    if ('create' in parsed.data) return true;
    const db = roomContext.db;
    if (!db) throw new ServerError(503, 'The game server is not ready');
    const address = requestAddress(context, roomContext.trustProxy);
    if (!roomContext.guesses.allows(address))
      throw new ServerError(429, 'Too many table codes tried from this address: wait a few minutes');
    if (await tableExists(db, parsed.data.code)) return true;
    roomContext.guesses.missed(address);
    throw new ServerError(404, 'No table has that code');
  }

  override async onCreate(options: unknown): Promise<void> {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, firstIssue(parsed.error));
    const join = parsed.data;
    if ('create' in join) {
      this.code = newTableCode();
      this.setup = {
        host: 0,
        seats: join.create.seats.map((spec) => ({
          kind: spec.kind,
          level: spec.kind === 'computer' ? spec.level : null,
          name: spec.kind === 'computer' ? LEVELS[spec.level].label : null,
          tokenHash: null,
        })),
      };
      await insertTable(this.db, this.code, this.setup);
      this.awaitingCreator = true;
    } else {
      // A table has one live room: another room of this code (here or on another process) is never
      // doubled. Colyseus comes here when its room is locked (full) or, in a race, not listed yet.
      const live = await matchMaker.getRoomById(join.code);
      if (live)
        throw new ServerError(
          409,
          live.locked ? 'This table is full' : 'This table is opening on the server; try again',
        );
    }
    const row = await loadTable(this.db, 'create' in join ? this.code : join.code);
    if (!row) throw new ServerError(404, 'No table has that code');
    this.code = row.code;
    this.setup = row.setup;
    this.game = row.game;
    this.version = row.version;
    this.secret = row.secret;
    this.pending = row.pending;
    // a volley stored but not flown when its process died flies now, the same, before anything else
    const pending = this.pending;
    if (pending) void this.enqueue(() => this.fly(pending)).then((refusal) => this.reportPending(refusal));
    this.roomId = this.code;
    // The matchmaker finds the live room of a code by this listing field (filterBy(['code'])).
    (this.listing as unknown as { code: string }).code = this.code;
    this.onMessage('*', (client, type, body) => this.receive(client, type, body));
    this.scheduleCaptain();
  }

  /**
   * Which seat a join takes (null: watching), or why it is refused. Run from onJoin: the class's static
   * onAuth (the code-guess guard) stands in for Colyseus' per-client onAuth, which it would skip.
   */
  private async seatFor(options: unknown): Promise<SeatAuth> {
    const parsed = joinOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, firstIssue(parsed.error));
    const join = parsed.data;
    if ('create' in join) {
      // only the join that made this room, once: never a way into another table
      if (!this.awaitingCreator) throw new ServerError(400, 'A new table is made by creating one');
      this.awaitingCreator = false;
    } else if (join.code !== this.code) throw new ServerError(404, 'No table has that code');
    if ('spectate' in join) {
      const watching = [...this.seatOf.values()].filter((seat) => seat === null).length;
      if (watching >= MAX_SPECTATORS)
        throw new ServerError(409, `This table is full: ${MAX_SPECTATORS} are watching already`);
      return { seat: null, token: null };
    }
    if ('token' in join) {
      const hash = hashToken(join.token);
      const seat = this.setup.seats.findIndex((record) => record.tokenHash === hash);
      if (seat < 0) throw new ServerError(403, 'That seat token is not one of this table’s');
      return { seat, token: null };
    }
    // Taking a seat changes the table: in the chain, so two joins never take the same seat.
    return this.enqueue(async () => {
      const seat = 'create' in join ? 0 : join.seat;
      const name = 'create' in join ? join.create.name : join.name;
      const record = this.setup.seats[seat];
      if (!record) throw new ServerError(400, 'This table has no such seat');
      if (record.kind !== 'person') throw new ServerError(409, 'A computer captain holds that seat');
      if (record.tokenHash) throw new ServerError(409, 'That seat is taken');
      const token = newSeatToken();
      const setup: TableSetup = {
        ...this.setup,
        seats: this.setup.seats.map((other, index) =>
          index === seat ? { ...other, name, tokenHash: hashToken(token) } : other,
        ),
      };
      const refused = await this.storeSetup(setup);
      if (refused) throw new ServerError(409, refused.message);
      return { seat, token };
    });
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const auth = await this.seatFor(options);
    // A seat is held by one device at a time: a newer join (a reload, another tab) replaces the older.
    if (auth.seat !== null)
      for (const other of this.clients)
        if (other.sessionId !== client.sessionId && this.seatOf.get(other.sessionId) === auth.seat)
          other.leave(4001);
    this.seatOf.set(client.sessionId, auth.seat);
    if (auth.token && auth.seat !== null)
      this.sendTo(client, { type: 'seated', seat: auth.seat, token: auth.token });
    this.broadcastTable();
    if (this.game) this.sendView(client, [], null);
  }

  override onLeave(client: Client): void {
    this.seatOf.delete(client.sessionId);
    this.rates.delete(client.sessionId);
    this.broadcastTable();
  }

  override async onDispose(): Promise<void> {
    await this.queue.catch(() => undefined);
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private sendTo(client: Client, message: ServerMessage): void {
    client.send(message.type, message);
  }

  private refuse(client: Client, code: string, message: string): void {
    this.sendTo(client, { type: 'error', code, message });
  }

  /** Throttle, then validate, then act: nothing is read from a message zod has not accepted. */
  private receive(client: Client, type: string | number, body: unknown): void {
    const now = Date.now();
    const rate = this.rates.get(client.sessionId) ?? { tokens: MESSAGE_BURST, at: now, drops: 0 };
    this.rates.set(client.sessionId, rate);
    rate.tokens = Math.min(MESSAGE_BURST, rate.tokens + ((now - rate.at) / 1000) * MESSAGES_PER_SECOND);
    rate.at = now;
    if (rate.tokens < 1) {
      rate.drops += 1;
      this.refuse(client, 'tooFast', 'Too many messages: this one was not read; slow down');
      if (rate.drops >= DROPS_BEFORE_CLOSE) client.leave(4008);
      return;
    }
    rate.tokens -= 1;
    rate.drops = 0;
    if (type !== CLIENT_MESSAGE) {
      this.refuse(client, 'badMessage', 'Unknown message');
      return;
    }
    const parsed = clientMessageSchema.safeParse(body);
    if (!parsed.success) {
      this.refuse(client, 'badMessage', firstIssue(parsed.error));
      return;
    }
    const seat = this.seatOf.get(client.sessionId) ?? null;
    void this.enqueue(() => this.handle(seat, parsed.data)).then((refusal) => {
      if (refusal) this.refuse(client, refusal.code, refusal.message);
    });
  }

  /** Carries out a validated message from `seat` (null: a spectator); returns why it was refused, if it was. */
  private async handle(seat: Seat | null, message: ValidMessage): Promise<Refusal | null> {
    if (this.stale) return STALE_REFUSAL;
    if (seat === null) return { code: 'spectator', message: 'Spectators watch; they do not play' };
    switch (message.type) {
      case 'start':
        return this.start(seat);
      case 'giveSeat':
        return this.giveSeat(seat, message.seat, message.level);
      case 'act':
        // zod checked the shape; the engine checks the values (hex keys, facings) again.
        return this.act(seat, message.intent as ActionIntent);
      case 'volley':
        return this.volley(seat, message.source, message.strength);
      default: {
        const never: never = message;
        return never;
      }
    }
  }

  private async start(seat: Seat): Promise<Refusal | null> {
    if (seat !== this.setup.host) return { code: 'notHost', message: 'Only the host starts the game' };
    if (this.game) return { code: 'started', message: 'The game has already started' };
    if (this.setup.seats.some((record) => record.kind === 'person' && !record.tokenHash))
      return { code: 'seatsFree', message: 'Wait until every player has taken a seat' };
    const names = this.setup.seats.map((record, index) => record.name ?? `Player ${index + 1}`);
    const seed = randomInt(2 ** 32 - 1);
    const game = createGame({ names, seed });
    return this.commit(null, { type: 'start', seed, names }, game, [], null);
  }

  private async giveSeat(seat: Seat, target: Seat, level: string): Promise<Refusal | null> {
    if (seat !== this.setup.host)
      return { code: 'notHost', message: 'Only the host hands a seat to a computer' };
    const record = this.setup.seats[target];
    if (record?.kind !== 'person' || target === this.setup.host || !isLevelId(level))
      return { code: 'badSeat', message: 'Only another player’s seat can be handed to a computer' };
    if (this.connectedSeats().has(target)) return { code: 'present', message: 'That player is at the table' };
    const setup: TableSetup = {
      ...this.setup,
      seats: this.setup.seats.map((other, index) =>
        // a seat nobody took is named after its captain's level, as a computer's seat set at creation
        index === target
          ? { kind: 'computer', level, name: other.name ?? LEVELS[level].label, tokenHash: null }
          : other,
      ),
    };
    const refused = await this.storeSetup(setup);
    if (refused) return refused;
    this.broadcastTable();
    this.scheduleCaptain();
    return null;
  }

  private async act(seat: Seat, intent: ActionIntent): Promise<Refusal | null> {
    const game = this.game;
    if (!game) return { code: 'notStarted', message: 'The game has not started' };
    if (actingSeat(game, this.setup.host) !== seat)
      return { code: 'notYourTurn', message: 'It is not your turn' };
    const action = (game.phase.kind === 'playing' ? { ...intent, seat } : intent) as Action;
    const result = execute(game, action);
    if (!result.ok) return { code: result.code, message: result.reason };
    return this.commit(
      seat,
      { type: 'act', action: action as unknown as Record<string, unknown> },
      result.state,
      result.events,
      null,
    );
  }

  private async volley(seat: Seat, source: VolleySource, strength: number): Promise<Refusal | null> {
    const game = this.game;
    if (!game) return { code: 'notStarted', message: 'The game has not started' };
    if (game.phase.kind !== 'playing' || game.turn?.seat !== seat)
      return { code: 'notYourTurn', message: 'It is not your turn' };
    // a volley stored but not flown (its flight failed) is flown again as it was: never a new seed
    if (this.pending) return this.fly(this.pending);
    const refused = volleySourceRefusal(game, source);
    if (refused) return { code: refused.code, message: refused.reason };
    const pending: PendingVolley = { seat, source, strength, seed: randomInt(2 ** 32 - 1) };
    try {
      await savePendingVolley(this.db, this.code, this.version, pending);
    } catch (error) {
      return this.storageRefusal(error);
    }
    this.pending = pending;
    return this.fly(pending);
  }

  /** Flies a stored volley in a worker and commits its outcome (which clears it from the table's row). */
  private async fly({ seat, source, strength, seed }: PendingVolley): Promise<Refusal | null> {
    const game = this.game;
    if (!game) return { code: 'notStarted', message: 'The game has not started' };
    const input = volleyInputFor(game, source, strength, seed);
    const flown = await this.pools.run({ kind: 'volley', input }).catch((error: unknown) => {
      console.error(`table ${this.code}: a volley could not be flown`, error);
      return null;
    });
    if (flown?.kind !== 'volley') return { code: 'server', message: 'The volley could not be flown' };
    const action: Action = { type: 'resolveVolley', seat, outcome: flown.outcome };
    const result = execute(game, action);
    if (!result.ok) return { code: result.code, message: result.reason };
    const logged: LoggedAction = {
      type: 'volley',
      seat,
      source,
      strength,
      seed,
      hash: flown.hash,
      action: action as unknown as Record<string, unknown>,
    };
    return this.commit(seat, logged, result.state, result.events, {
      input,
      hash: flown.hash,
      outcome: flown.outcome,
    });
  }

  /** Stores the accepted action and its state in one transaction, then shows it; nothing changes if the write fails. */
  private async commit(
    seat: Seat | null,
    logged: LoggedAction,
    game: GameState,
    events: GameEvent[],
    volley: { input: VolleyInput; hash: string; outcome: VolleyOutcome } | null,
  ): Promise<Refusal | null> {
    try {
      await appendAction(this.db, this.code, this.version + 1, seat, logged, game);
    } catch (error) {
      return this.storageRefusal(error);
    }
    this.pending = null;
    const started = !this.game;
    this.game = game;
    this.version += 1;
    if (started) this.broadcastTable();
    for (const client of this.clients) this.sendView(client, events, volley);
    this.scheduleCaptain();
    return null;
  }

  /** Stores a new setup (guarded like a game write) and keeps it; refused when the table moved on. */
  private async storeSetup(setup: TableSetup): Promise<Refusal | null> {
    try {
      await saveSetup(this.db, this.code, setup, { version: this.version, setup: this.setup });
    } catch (error) {
      return this.storageRefusal(error);
    }
    this.setup = setup;
    return null;
  }

  /** A write that failed: a stale room gives way; any other failure is refused and changes nothing. */
  private storageRefusal(error: unknown): Refusal {
    if (error instanceof StaleVersionError) return this.giveWay();
    console.error(`table ${this.code}: not stored`, error);
    return { code: 'storage', message: 'The table could not save that; try again' };
  }

  /**
   * This room's state is stale: another process re-created the table's room from the database (this
   * process stalled past the matchmaker's health check) and stored a newer version. The room closes its
   * clients with TABLE_MOVED_CLOSE; they come back by their seat tokens and the matchmaker, whose listing
   * names the live room (TableRedisDriver keeps this room's disposal from removing it), routes them there.
   * Not awaited: the disposal waits for this room's chain, which is running this.
   */
  private giveWay(): Refusal {
    if (!this.stale) {
      this.stale = true;
      console.error(`table ${this.code}: a newer room holds this table; closing this one`);
      void this.disconnect(TABLE_MOVED_CLOSE);
    }
    return STALE_REFUSAL;
  }

  private sendView(
    client: Client,
    events: GameEvent[],
    volley: { input: VolleyInput; hash: string; outcome: VolleyOutcome } | null,
  ): void {
    if (!this.game) return;
    const seat = this.seatOf.get(client.sessionId) ?? NO_SEAT;
    this.sendTo(client, {
      type: 'view',
      version: this.version,
      view: viewFor(this.game, seat),
      events: eventsFor(events, seat),
      volley,
    });
  }

  private connectedSeats(): Set<Seat> {
    const seats = new Set<Seat>();
    for (const seat of this.seatOf.values()) if (seat !== null) seats.add(seat);
    return seats;
  }

  private broadcastTable(): void {
    const connected = this.connectedSeats();
    const seats: SeatInfo[] = this.setup.seats.map((record, index) => ({
      kind: record.kind,
      level: record.level,
      name: record.name,
      connected: record.kind === 'computer' || connected.has(index),
    }));
    for (const client of this.clients)
      this.sendTo(client, {
        type: 'table',
        code: this.code,
        seats,
        host: this.setup.host,
        you: this.seatOf.get(client.sessionId) ?? null,
        started: this.game !== null,
      });
  }

  /** If a computer captain is to act, asks the captains' worker for its intent from its seat's view. */
  private scheduleCaptain(): void {
    const game = this.game;
    if (!game || this.captainBusy || this.stale) return;
    const seat = actingSeat(game, this.setup.host);
    const record = seat === null ? undefined : this.setup.seats[seat];
    if (seat === null || !record || record.kind !== 'computer' || !isLevelId(record.level)) return;
    const level = record.level;
    this.captainBusy = true;
    const version = this.version;
    void this.pools
      .run({
        kind: 'decide',
        view: viewFor(game, seat),
        level,
        seed: captainSeed(this.secret, seat),
        memory: `${this.code}/${seat}`,
      })
      .then((answer) =>
        this.enqueue(async () => {
          this.captainBusy = false;
          if (answer.kind !== 'decide' || this.version !== version || !this.game || this.pending)
            return this.scheduleCaptain();
          await this.playCaptain(seat, answer.intent);
        }),
      )
      .catch((error: unknown) => {
        this.captainBusy = false;
        console.error(`table ${this.code}: captain of seat ${seat} failed`, error);
      });
  }

  private reportPending(refusal: Refusal | null): void {
    if (refusal) console.error(`table ${this.code}: the stored volley did not fly: ${refusal.message}`);
  }

  private async playCaptain(seat: Seat, intent: CaptainIntent): Promise<void> {
    const game = this.game;
    if (!game) return;
    const key = `${game.turn?.round ?? 0}/${seat}`;
    if (this.captainTurn.key !== key) this.captainTurn = { key, decisions: 0 };
    this.captainTurn.decisions += 1;
    const endTurn = () => this.act(seat, { type: 'endTurn' });
    let refusal: Refusal | null = null;
    if (this.captainTurn.decisions > CAPTAIN_DECISIONS_PER_TURN) refusal = await endTurn();
    else if (intent.kind === 'volley') refusal = await this.volley(seat, intent.source, intent.strength);
    else if (intent.kind === 'action') {
      const { seat: _named, ...rest } = intent.action as Action & { seat?: Seat };
      refusal = await this.act(seat, rest as ActionIntent);
    } else refusal = game.phase.kind === 'playing' ? await endTurn() : null;
    // A refused intent (it should not happen) ends the captain's turn rather than stall the table.
    if (refusal && !this.stale && game.phase.kind === 'playing' && this.game === game) {
      console.error(`table ${this.code}: captain of seat ${seat} refused: ${refusal.message}`);
      await endTurn();
    }
  }
}
