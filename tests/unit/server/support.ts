import { Client, type Room } from 'colyseus.js';
import type { ServerMessage } from '../../../src/table/onlineMessages';
import { CLIENT_MESSAGE, TABLE_ROOM } from '../../../src/table/onlineMessages';

/** A scripted client: every message it receives is kept, so a test can look for what it must never see. */
export interface Scripted {
  room: Room;
  inbox: ServerMessage[];
  send(body: unknown): void;
  /** The next message of a type received after `from` (an inbox length), within a few seconds. */
  next<T extends ServerMessage['type']>(type: T, from?: number): Promise<Extract<ServerMessage, { type: T }>>;
}

export function wrap(room: Room): Scripted {
  const inbox: ServerMessage[] = [];
  for (const type of ['table', 'seated', 'view', 'error'] as const)
    room.onMessage(type, (message: ServerMessage) => inbox.push(message));
  return {
    room,
    inbox,
    send: (body) => room.send(CLIENT_MESSAGE, body),
    async next(type, from = 0) {
      for (let waited = 0; waited < 20_000; waited += 10) {
        const found = inbox.slice(from).find((message) => message.type === type);
        if (found) return found as never;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no ${type} message after ${from}: ${JSON.stringify(inbox.slice(from))}`);
    },
  };
}

export const clientFor = (port: number) => new Client(`http://127.0.0.1:${port}`);

export async function create(port: number, seats: unknown[], name = 'Anne'): Promise<Scripted> {
  return wrap(await clientFor(port).create(TABLE_ROOM, { create: { seats, name } }));
}

export async function join(port: number, options: Record<string, unknown>): Promise<Scripted> {
  return wrap(await clientFor(port).joinOrCreate(TABLE_ROOM, options));
}
