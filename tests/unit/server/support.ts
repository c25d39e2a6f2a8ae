import { Client, type Room } from 'colyseus.js';
import { vi } from 'vitest';
import { type GameState, legalActions, type Seat } from '../../../src/engine';
import { type Database, loadTable } from '../../../src/server/database';
import type { ServerMessage } from '../../../src/table/onlineMessages';
import { TABLE_ROOM } from '../../../src/table/onlineMessages';

/** A scripted client: every message it receives is kept, so a test can look for what it must never see. */
export interface Scripted {
  room: Room;
  inbox: ServerMessage[];
  /** Set once the server closed the connection, with its close code. */
  closed: { code: number } | null;
  send(body: unknown): void;
  /** The first message of a type (and matching `where`) received at or after inbox index `from`. */
  next<T extends ServerMessage['type']>(
    type: T,
    from?: number,
    where?: (message: Extract<ServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<ServerMessage, { type: T }>>;
}

/** Waits for `probe` to give a value (vitest's vi.waitFor, every 20 ms) and returns it. */
export function until<T>(
  what: string | (() => string),
  probe: () => T | null | undefined,
  timeout = 20_000,
): Promise<T> {
  return vi.waitFor(
    () => {
      const found = probe();
      if (found === null || found === undefined)
        throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
      return found;
    },
    { timeout, interval: 20 },
  );
}

/**
 * Sends `body` as the page does: its `type` is the Colyseus message type and the rest its body. Anything
 * else (a string, null, an array, a number, an object without a type) goes as the body of an `act`.
 */
function sendAsClient(room: Room, body: unknown): void {
  if (
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof (body as { type?: unknown }).type === 'string'
  ) {
    const { type, ...rest } = body as { type: string };
    room.send(type, rest);
  } else room.send('act', body);
}

export function wrap(room: Room): Scripted {
  const scripted: Scripted = {
    room,
    inbox: [],
    closed: null,
    send: (body) => sendAsClient(room, body),
    next(type, from = 0, where = () => true) {
      // a bound, not a wait: a volley's first flight starts the server's worker, which takes 20 s and more
      // on a loaded 2-core machine (fault.test's restart timed out at 20 s once, under load 18)
      // the waiting test's line, so a timeout names which wait it was (vi.waitFor's stack does not)
      const caller = new Error().stack?.split('\n')[2]?.trim() ?? 'unknown caller';
      return until(
        // what did arrive, told when the wait fails: a refusal says why the awaited message never came
        () =>
          `a ${type} message from inbox index ${from} (${caller}); since then: ${
            scripted.inbox
              .slice(from)
              .map((message) => (message.type === 'error' ? `error "${message.message}"` : message.type))
              .join(', ') || 'nothing'
          }`,
        () =>
          scripted.inbox
            .slice(from)
            .find(
              (message): message is Extract<ServerMessage, { type: typeof type }> =>
                message.type === type && where(message as never),
            ),
        60_000,
      ) as never;
    },
  };
  for (const type of ['table', 'seated', 'view', 'clock', 'reaction', 'error'] as const)
    room.onMessage(type, (message: ServerMessage) => scripted.inbox.push(message));
  room.onLeave((code) => {
    scripted.closed = { code };
  });
  return scripted;
}

export const clientFor = (port: number) => new Client(`http://127.0.0.1:${port}`);

export async function create(port: number, seats: unknown[], name = 'Anne'): Promise<Scripted> {
  return wrap(await clientFor(port).create(TABLE_ROOM, { create: { seats, name } }));
}

export async function join(port: number, options: Record<string, unknown>): Promise<Scripted> {
  return wrap(await clientFor(port).joinOrCreate(TABLE_ROOM, options));
}

/**
 * A join after a server process went away: Node's HTTP agent may still hold a keep-alive socket to it,
 * whose first use hangs up; a client tries again, as the browser's store does on a network error.
 */
export async function joinRetrying(port: number, options: Record<string, unknown>): Promise<Scripted> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await join(port, options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('socket hang up')) throw error;
    }
  }
}

export async function stored(db: Database, code: string): Promise<{ game: GameState; version: number }> {
  const row = await loadTable(db, code);
  if (!row?.game) throw new Error(`table ${code} has no game`);
  return { game: row.game, version: row.version };
}

/** Sends the first legal setup action of the given type for `client` and waits for the next view. */
export async function setupStep(
  db: Database,
  code: string,
  client: Scripted,
  type: 'placeKraken' | 'chooseCaptain',
): Promise<void> {
  const { game, version } = await stored(db, code);
  const action = legalActions(game).find((candidate) => candidate.type === type);
  if (!action) throw new Error(`no legal ${type}`);
  const from = client.inbox.length;
  client.send({ type: 'act', intent: action });
  await client.next('view', from, (view) => view.version === version + 1);
}

/** Starts a two-seat table and plays its setup (Anne first, the Kraken, both captains) to the first turn. */
export async function toFirstTurn(db: Database, code: string, anne: Scripted, bob: Scripted): Promise<void> {
  anne.send({ type: 'start' });
  await anne.next('view', 0, (view) => view.version === 1);
  anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
  await anne.next('view', 0, (view) => view.version === 2);
  await setupStep(db, code, anne, 'placeKraken');
  await setupStep(db, code, anne, 'chooseCaptain');
  await setupStep(db, code, bob, 'chooseCaptain');
}

/** Anything in `value` a seat may not know: the token piles, the generator, undo snapshots, others' cards. */
export function hiddenLeaks(message: ServerMessage, viewer: Seat | null): string[] {
  const leaks: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      // the token piles are a record (an event's `tokens` is a count), the generator an array
      if ((key === 'tokens' && typeof inner === 'object') || key === 'rng' || key === 'undoStack')
        leaks.push(`${path}.${key}`);
      walk(inner, `${path}.${key}`);
    }
  };
  walk(message, message.type);
  if (message.type === 'view') {
    for (const player of message.view.players)
      for (const card of player.cards)
        if (player.seat !== viewer && card.destination !== null)
          leaks.push(`seat ${player.seat}'s card ${card.tokenId} → ${card.destination}`);
    for (const event of message.events)
      if (event.type === 'cardDrawn' && event.seat !== viewer && event.destination !== null)
        leaks.push(`cardDrawn of seat ${event.seat} → ${event.destination}`);
  }
  return leaks;
}
