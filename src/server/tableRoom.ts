import { createHash, randomInt } from 'node:crypto';
import { type Client, matchMaker, Room, ServerError } from '@colyseus/core';
import { isLevelId, LEVELS } from '../captains/levels';
import {
  type Action,
  type ActionIntent,
  createGame,
  execute,
  type GameEvent,
  type GameState,
  legalActions,
  type Seat,
  type VolleySource,
  volleySourceRefusal,
} from '../engine';
import { actingSeat } from '../table/actingSeat';
import {
  type ClientMessageBody,
  type ClientMessageType,
  type ClockMessage,
  clientMessageSchemas,
  firstIssue,
  NO_CLOCK,
  type ServerMessage,
  TABLE_MOVED_CLOSE,
} from '../table/onlineMessages';
import type { ReactionId } from '../table/reactions';
import { rematchOrder, rematchSeat } from '../table/rematchSeat';
import { newSeatToken } from '../table/seatToken';
import { notYourTurnReason } from '../table/setupActivity';
import { volleyInputFor } from '../table/volleyInputFor';
import { CaptainScheduler, captainLevel } from './captainScheduler';
import { requestAddress } from './codeGuessGuard';
import {
  type ActedBy,
  appendAction,
  type Database,
  insertRematch,
  insertTable,
  type LoggedAction,
  loadActions,
  loadTable,
  type PendingVolley,
  StaleVersionError,
  savePendingVolley,
  saveSetup,
  type TableSetup,
  tableExists,
} from './database';
import { FloodGuard } from './floodGuard';
import { log } from './log';
import { parseJoin } from './parseJoin';
import { ReactionGuard } from './reactionGuard';
import { type Refusal, STALE_REFUSAL } from './refusal';
import { replayWithEvents } from './replayLog';
import { RoomClock } from './roomClock';
import { roomContext } from './roomContext';
import { newTableCode } from './tableCode';
import { seatInfos, type VolleyShown, viewMessage } from './tableMessages';
import type { WorkerPools } from './workerPools';

/**
 * Watchers a table takes at most: with its 4 seats (and a device replacing another on a seat for a
 * moment), the room stays under Colyseus' maxClients, so a player can always come back to a seat.
 */
export const MAX_SPECTATORS = 24;

interface SeatAuth {
  seat: Seat | null;
  /** A token given at this join (a new seat), to send to the client once. */
  token: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One remote table: the only authority over its game. It runs the engine's `execute` on every
 * validated message, sends each seat its own view (viewFor) and spectators the public one, flies
 * volleys in the worker pool with a seed it draws and stores first, plays the computer captains from
 * their seats' views (CaptainScheduler), and logs every accepted action with its state version in the
 * same transaction as the new state.
 */
export class TableRoom extends Room {
  override maxClients = 32;
  code = '';
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
  private readonly flood = new FloodGuard();
  private captains: CaptainScheduler | null = null;
  private turnClock: RoomClock | null = null;
  /** Another room of this table stored a newer version: this one only closes (see giveWay). */
  private stale = false;
  /** The process is draining: what is queued finishes, nothing new is read, then the clients move. */
  private closing = false;
  private log = log;
  /** The rematch's table code, once asked for (stored with the table). */
  private rematchCode: string | null = null;
  private readonly reactions = new ReactionGuard();

  private get db(): Database {
    if (!roomContext.db) throw new Error('The game server has no database');
    return roomContext.db;
  }

  private get pools(): WorkerPools {
    if (!roomContext.pools) throw new Error('The game server has no worker pools');
    return roomContext.pools;
  }

  /**
   * Before any room is found or made: join options that do not parse are refused; for a join by code, an
   * address that has guessed too many codes is refused, and a code that is no table's is refused here
   * (and counted), so a guess never makes a room.
   */
  static override async onAuth(
    _token: string,
    options: unknown,
    context: Parameters<typeof requestAddress>[0],
  ): Promise<true> {
    const join = parseJoin(options);
    if ('create' in join) return true;
    const db = roomContext.db;
    if (!db) throw new ServerError(503, 'The game server is not ready');
    const address = requestAddress(context, roomContext.trustProxy);
    if (!roomContext.guesses.allows(address))
      throw new ServerError(429, 'Too many table codes tried from this address: wait a few minutes');
    if (await tableExists(db, join.code)) return true;
    roomContext.guesses.missed(address);
    throw new ServerError(404, 'No table has that code');
  }

  override async onCreate(options: unknown): Promise<void> {
    const join = parseJoin(options);
    if ('create' in join) {
      this.code = newTableCode();
      await insertTable(this.db, this.code, {
        host: 0,
        clock: join.create.clock ?? NO_CLOCK,
        practiceAids: join.create.practiceAids ?? false,
        seats: join.create.seats.map((spec) => ({
          kind: spec.kind,
          level: spec.kind === 'computer' ? spec.level : null,
          name: spec.kind === 'computer' && isLevelId(spec.level) ? LEVELS[spec.level].label : null,
          tokenHash: null,
        })),
      });
      this.awaitingCreator = true;
    } else {
      // A table has one live room: another room of this code (here or on another process) is never
      // doubled. Colyseus comes here when its room is locked (full) or, in a race, not listed yet: that
      // one is 503, which a client tries again (409, full, is final).
      const live = await matchMaker.getRoomById(join.code);
      if (live)
        throw live.locked
          ? new ServerError(409, 'This table is full')
          : new ServerError(503, 'This table is opening; try again');
      this.code = join.code;
    }
    const row = await loadTable(this.db, this.code);
    if (!row) throw new ServerError(404, 'No table has that code');
    ({ setup: this.setup, game: this.game, version: this.version, secret: this.secret } = row);
    this.pending = row.pending;
    this.rematchCode = row.rematch;
    this.roomId = this.code;
    this.log = log.child({ table: this.code });
    roomContext.metrics?.tables.inc();
    // The matchmaker finds the live room of a code by this listing field (filterBy(['code'])).
    (this.listing as unknown as { code: string }).code = this.code;
    this.captains = new CaptainScheduler(this, this.pools);
    if (this.setup.seats.some((record) => captainLevel(record))) this.pools.expectCaptains();
    this.turnClock = new RoomClock(this, this.db, roomContext.clock, row.clock);
    this.handleMessages();
    // a volley stored but not flown when its process died flies now, the same, before anything else
    const pending = this.pending;
    if (pending)
      void this.enqueue(() => this.fly(pending)).then(
        (refusal) => refusal && this.report(`the stored volley did not fly: ${refusal.message}`),
      );
    this.captains?.schedule();
    // the stored deadline is armed again (one that passed while no room held the table runs out now)
    void this.enqueue(() => this.turnClock?.update() ?? Promise.resolve());
  }

  /** One handler per message type, each with its schema as Colyseus' validator; any other type is refused. */
  private handleMessages(): void {
    this.on('act', (seat, { intent }) => this.act(seat, intent as ActionIntent));
    this.on('volley', (seat, { source, strength }) => this.volley(seat, source, strength));
    this.on('start', (seat) => this.start(seat));
    this.on('giveSeat', (seat, { seat: target, level }) => this.giveSeat(seat, target, level));
    // every message takes the seat back first (see on): this one says only that
    this.on('back', () => Promise.resolve(null));
    this.on('rematch', (seat) => this.rematch(seat));
    this.on('react', (seat, { id }) => this.react(seat, id));
    this.onMessage('*', (client) => {
      if (this.admitted(client)) this.refuse(client, { code: 'badMessage', message: 'Unknown message' });
    });
  }

  /**
   * Registers `type`: Colyseus validates the body with the type's schema (a parse result, not a throw,
   * so a malformed message is answered rather than closing the client); the flood guard comes first,
   * then the validation's answer, then the message in the room's chain.
   */
  private on<T extends ClientMessageType>(
    type: T,
    handle: (seat: Seat, body: ClientMessageBody<T>) => Promise<Refusal | null>,
  ): void {
    const schema = clientMessageSchemas[type];
    this.onMessage(
      type,
      (client: Client, parsed: ReturnType<typeof schema.safeParse>) => {
        if (!this.admitted(client)) return;
        if (!parsed.success)
          return this.refuse(client, { code: 'badMessage', message: firstIssue(parsed.error) });
        const seat = this.seatOf.get(client.sessionId) ?? null;
        const timer = roomContext.metrics?.actionSeconds.startTimer({ kind: type });
        void this.enqueue(() => {
          if (this.stale || this.closing) return Promise.resolve(STALE_REFUSAL);
          if (seat === null)
            return Promise.resolve({ code: 'spectator', message: 'Spectators watch; they do not play' });
          // a player acting again takes their seat back from the captain standing in
          return this.takeBack(seat).then(() => handle(seat, parsed.data as ClientMessageBody<T>));
        }).then((refusal) => {
          timer?.();
          if (refusal) this.refuse(client, refusal);
        });
      },
      (body: unknown) => schema.safeParse(body ?? {}),
    );
  }

  /** The flood guard's verdict on a message from `client`; one over the rate is answered, never read. */
  private admitted(client: Client): boolean {
    const verdict = this.flood.admit(client.sessionId);
    if (verdict === 'read') return true;
    this.refuse(client, { code: 'tooFast', message: 'Too many messages: this one was not read; slow down' });
    if (verdict === 'close') client.leave(4008);
    return false;
  }

  /**
   * Which seat a join takes (null: watching), or why it is refused. Run from onJoin: the class's static
   * onAuth (the code-guess guard) stands in for Colyseus' per-client onAuth, which it would skip.
   */
  private async seatFor(options: unknown): Promise<SeatAuth> {
    const join = parseJoin(options);
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
    // Taking a seat changes the table: in the chain, so two joins never take the same seat.
    if ('seat' in join) return this.enqueue(() => this.takeSeat(join.seat, join.name, join.token));
    if ('token' in join) {
      const hash = hashToken(join.token);
      const seat = this.setup.seats.findIndex((record) => record.tokenHash === hash);
      if (seat < 0) throw new ServerError(403, 'That seat token is not one of this table’s');
      return { seat, token: null };
    }
    return this.enqueue(() => this.takeSeat(0, join.create.name));
  }

  /**
   * `seat` for `name`, held by `token` (the browser's own; else a new one). The same token asking again
   * is the same join tried again after its connection dropped, before it heard "seated": it is given
   * the seat, under the name it took it with.
   */
  private async takeSeat(seat: Seat, name: string, proposed?: string): Promise<SeatAuth> {
    const record = this.setup.seats[seat];
    if (!record) throw new ServerError(400, 'This table has no such seat');
    if (record.kind !== 'person') throw new ServerError(409, 'A computer captain holds that seat');
    const hash = proposed === undefined ? null : hashToken(proposed);
    if (hash !== null && record.tokenHash === hash) return { seat, token: proposed ?? null };
    if (record.tokenHash) throw new ServerError(409, 'That seat is taken');
    // a token is one seat's: resuming by it finds the first seat it holds
    if (hash !== null && this.setup.seats.some((other) => other.tokenHash === hash))
      throw new ServerError(409, 'That seat token holds another seat at this table');
    const token = proposed ?? newSeatToken();
    const refused = await this.storeSetup({
      ...this.setup,
      seats: this.setup.seats.map((other, index) =>
        index === seat ? { ...other, name, tokenHash: hashToken(token) } : other,
      ),
    });
    if (refused) throw new ServerError(409, refused.message);
    return { seat, token };
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const auth = await this.seatFor(options);
    // A seat is held by one device at a time: a newer join (a reload, another tab) replaces the older.
    if (auth.seat !== null)
      for (const other of this.clients)
        if (other.sessionId !== client.sessionId && this.seatOf.get(other.sessionId) === auth.seat)
          other.leave(4001);
    this.seatOf.set(client.sessionId, auth.seat);
    roomContext.metrics?.clients.inc();
    if (auth.token && auth.seat !== null)
      this.sendTo(client, { type: 'seated', seat: auth.seat, token: auth.token });
    this.broadcastTable();
    // in the room's chain: the history and the view it leads to are of one version
    if (this.game) void this.enqueue(() => this.sendJoinView(client));
    if (this.turnClock) this.sendTo(client, this.turnClock.message(this.setup));
    const seat = auth.seat;
    if (seat !== null) void this.enqueue(() => this.takeBack(seat));
  }

  override onLeave(client: Client): void {
    if (this.seatOf.delete(client.sessionId)) roomContext.metrics?.clients.dec();
    this.flood.forget(client.sessionId);
    this.broadcastTable();
  }

  override async onDispose(): Promise<void> {
    roomContext.metrics?.tables.dec();
    this.turnClock?.stop();
    await this.queue.catch(() => undefined);
  }

  /**
   * The process drains (SIGTERM; Colyseus has locked this room): what is queued finishes and is stored
   * (a volley in flight), nothing after it is read, and the clients are told to come back
   * (TABLE_MOVED_CLOSE), which they do by their seat tokens through another process.
   */
  override onBeforeShutdown(): void {
    this.closing = true;
    void this.enqueue(() => Promise.resolve()).then(() => {
      this.log.info('drained; clients sent to another process');
      return this.disconnect(TABLE_MOVED_CLOSE);
    });
  }

  enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** For the captains: the table as it stands, or null while none may act. */
  current() {
    const { game, version, setup, secret } = this;
    return game && !this.stale && !this.closing && !this.pending ? { game, version, setup, secret } : null;
  }

  report(message: string, error?: unknown): void {
    this.log.error(error === undefined ? {} : { err: error }, message);
  }

  private sendTo(client: Client, message: ServerMessage): void {
    client.send(message.type, message);
  }

  private refuse(client: Client, refusal: Refusal): void {
    this.sendTo(client, { type: 'error', code: refusal.code, message: refusal.message });
  }

  private async start(seat: Seat): Promise<Refusal | null> {
    if (seat !== this.setup.host) return { code: 'notHost', message: 'Only the host starts the game' };
    if (this.game) return { code: 'started', message: 'The game has already started' };
    if (this.setup.seats.some((record) => record.kind === 'person' && !record.tokenHash))
      return { code: 'seatsFree', message: 'Wait until every player has taken a seat' };
    const names = this.setup.seats.map((record, index) => record.name ?? `Player ${index + 1}`);
    const seed = randomInt(2 ** 32 - 1);
    return this.commit(null, { type: 'start', seed, names }, createGame({ names, seed }), [], null);
  }

  private async giveSeat(seat: Seat, target: Seat, level: string): Promise<Refusal | null> {
    if (seat !== this.setup.host)
      return { code: 'notHost', message: 'Only the host hands a seat to a computer' };
    const record = this.setup.seats[target];
    if (record?.kind !== 'person' || target === this.setup.host || !isLevelId(level))
      return { code: 'badSeat', message: 'Only another player’s seat can be handed to a computer' };
    if (this.connectedSeats().has(target)) return { code: 'present', message: 'That player is at the table' };
    const refused = await this.storeSetup({
      ...this.setup,
      seats: this.setup.seats.map((other, index) =>
        // a seat nobody took is named after its captain's level, as a computer's seat set at creation
        index === target
          ? { kind: 'computer', level, name: other.name ?? LEVELS[level].label, tokenHash: null }
          : other,
      ),
    });
    if (refused) return refused;
    this.broadcastTable();
    this.captains?.schedule();
    await this.turnClock?.update();
    return null;
  }

  /**
   * `seat`'s time ran out (RoomClock, in the chain): by the table's policy, a computer captain of the
   * host's level stands in until the player comes back, or the turn is ended for them (a setup choice,
   * which has no turn to end, is the first one the rules allow).
   */
  async timedOut(seat: Seat): Promise<void> {
    const game = this.game;
    const record = this.setup.seats[seat];
    if (!game || !record || actingSeat(game, this.setup.host) !== seat) return;
    const policy = (this.setup.clock ?? NO_CLOCK).onTimeout;
    this.log.info({ seat, policy: policy.kind }, 'time ran out');
    if (policy.kind === 'captain') {
      const refused = await this.storeSetup({
        ...this.setup,
        seats: this.setup.seats.map((other, index) =>
          index === seat ? { ...other, standIn: policy.level } : other,
        ),
      });
      if (refused) return this.report(`no stand-in for seat ${seat}: ${refused.message}`);
      this.broadcastTable();
      this.captains?.schedule();
      return this.turnClock?.update();
    }
    const choice =
      game.phase.kind === 'playing' ? { type: 'endTurn' as const } : (legalActions(game)[0] ?? null);
    const refused = choice ? await this.act(seat, choice as ActionIntent, { timeout: true }) : null;
    if (refused) this.report(`the turn of seat ${seat} was not ended: ${refused.message}`);
  }

  /**
   * A seated player asks for a rematch of the ended game: a new table of the same people and computers,
   * the seat order rotated by one (rematchOrder), the same clock and practice aids, its game started; each person's seat
   * keeps its token's hash, so only the people seated here hold a seat there (by the token they hold).
   * Asked again, it is the same rematch: every device is told its code (the table message).
   */
  private async rematch(seat: Seat): Promise<Refusal | null> {
    if (this.game?.phase.kind !== 'ended')
      return { code: 'notOver', message: 'A rematch is asked for once the game is over' };
    if (this.rematchCode) {
      this.broadcastTable();
      return null;
    }
    const seats = rematchOrder(this.setup.seats).map(({ standIn: _away, ...record }) => record);
    const setup: TableSetup = {
      seats,
      host: rematchSeat(this.setup.host, seats.length),
      clock: this.setup.clock ?? NO_CLOCK,
      practiceAids: this.setup.practiceAids ?? false,
    };
    const names = seats.map((record, index) => record.name ?? `Player ${index + 1}`);
    const seed = randomInt(2 ** 32 - 1);
    const code = newTableCode();
    try {
      await insertRematch(this.db, this.code, this.version, {
        code,
        setup,
        start: { type: 'start', seed, names },
        game: createGame({ names, seed }),
      });
    } catch (error) {
      return this.storageRefusal(error);
    }
    this.log.info({ seat, rematch: code }, 'rematch');
    this.rematchCode = code;
    this.broadcastTable();
    return null;
  }

  /** A quick reaction: shown to everyone at the table unless the seat reacts faster than the guard allows. */
  private async react(seat: Seat, id: ReactionId): Promise<Refusal | null> {
    const refused = this.reactions.admit(seat, roomContext.clock.now());
    if (refused) return refused;
    for (const client of this.clients) this.sendTo(client, { type: 'reaction', seat, id });
    return null;
  }

  /** A player back at the table (joined again, or acting): the captain standing in for them stands down. */
  private async takeBack(seat: Seat): Promise<void> {
    if (!this.setup.seats[seat]?.standIn) return;
    const refused = await this.storeSetup({
      ...this.setup,
      seats: this.setup.seats.map((other, index) => (index === seat ? { ...other, standIn: null } : other)),
    });
    if (refused) return;
    this.log.info({ seat }, 'player back; the stand-in captain stands down');
    this.broadcastTable();
    await this.turnClock?.update(true);
  }

  async act(seat: Seat, intent: ActionIntent, by?: ActedBy): Promise<Refusal | null> {
    const game = this.game;
    if (!game) return { code: 'notStarted', message: 'The game has not started' };
    if (actingSeat(game, this.setup.host) !== seat) {
      const nameOf = (other: Seat) => game.players[other]?.name ?? `Seat ${other + 1}`;
      return { code: 'notYourTurn', message: notYourTurnReason(game, this.setup.host, nameOf) };
    }
    const action = (game.phase.kind === 'playing' ? { ...intent, seat } : intent) as Action;
    const result = execute(game, action);
    if (!result.ok) return { code: result.code, message: result.reason };
    const logged: LoggedAction = {
      type: 'act',
      action: action as unknown as Record<string, unknown>,
      ...this.actedBy(seat, by),
    };
    return this.commit(seat, logged, result.state, result.events, null);
  }

  async volley(seat: Seat, source: VolleySource, strength: number): Promise<Refusal | null> {
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
    const timer = roomContext.metrics?.volleySeconds.startTimer();
    const flown = await this.pools
      .run({ kind: 'volley', input })
      .finally(() => timer?.())
      .catch((error: unknown) => {
        this.report('a volley could not be flown', error);
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
      ...this.actedBy(seat),
    };
    const shown = { input, hash: flown.hash, outcome: flown.outcome };
    return this.commit(seat, logged, result.state, result.events, shown);
  }

  /** Who played for a person's seat, for the log: the clock, or the captain standing in. */
  private actedBy(seat: Seat, by?: ActedBy): { by?: ActedBy } {
    if (by) return { by };
    const standIn = this.setup.seats[seat]?.standIn;
    return standIn ? { by: { standIn } } : {};
  }

  /** Stores the accepted action and its state in one transaction, then shows it; nothing changes if the write fails. */
  private async commit(
    seat: Seat | null,
    logged: LoggedAction,
    game: GameState,
    events: GameEvent[],
    volley: VolleyShown,
  ): Promise<Refusal | null> {
    try {
      await appendAction(this.db, this.code, this.version + 1, seat, logged, game);
    } catch (error) {
      return this.storageRefusal(error);
    }
    this.pending = null;
    roomContext.metrics?.actions.inc({ kind: logged.type });
    this.log.debug({ version: this.version + 1, seat, action: logged.type }, 'stored');
    const started = !this.game;
    this.game = game;
    this.version += 1;
    if (started) this.broadcastTable();
    for (const client of this.clients) this.sendView(client, events, volley);
    this.captains?.schedule();
    await this.turnClock?.update();
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
    this.report('not stored', error);
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
      this.report('a newer room holds this table; closing this one');
      void this.disconnect(TABLE_MOVED_CLOSE);
    }
    return STALE_REFUSAL;
  }

  /** The view a device gets as it joins, with the game's events so far (its log after a day away). */
  private async sendJoinView(client: Client): Promise<void> {
    const game = this.game;
    if (!game) return;
    const history = replayWithEvents((await loadActions(this.db, this.code)).map((row) => row.action));
    if (!history) this.report('the table’s log does not replay: joined without its history');
    const seat = this.seatOf.get(client.sessionId) ?? null;
    this.sendTo(client, viewMessage(game, this.version, seat, [], null, history?.events ?? []));
  }

  private sendView(client: Client, events: GameEvent[], volley: VolleyShown): void {
    if (this.game)
      this.sendTo(
        client,
        viewMessage(this.game, this.version, this.seatOf.get(client.sessionId) ?? null, events, volley),
      );
  }

  private connectedSeats(): Set<Seat> {
    const seats = new Set<Seat>();
    for (const seat of this.seatOf.values()) if (seat !== null) seats.add(seat);
    return seats;
  }

  broadcastClock(message: ClockMessage): void {
    for (const client of this.clients) this.sendTo(client, message);
  }

  private broadcastTable(): void {
    const seats = seatInfos(this.setup, this.connectedSeats());
    for (const client of this.clients)
      this.sendTo(client, {
        type: 'table',
        code: this.code,
        seats,
        host: this.setup.host,
        you: this.seatOf.get(client.sessionId) ?? null,
        started: this.game !== null,
        rematch: this.rematchCode,
        practiceAids: this.setup.practiceAids ?? false,
      });
  }
}
