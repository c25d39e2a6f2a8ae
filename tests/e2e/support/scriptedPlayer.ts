import { expect } from '@playwright/test';
import { Client, type Room } from 'colyseus.js';
import type { ServerMessage } from '../../../src/table/onlineMessages';

type Message<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** A player scripted from Node (the test's process) at the game server of `origin`. */
export const scriptedClient = (origin: string) => new Client(origin);

/** A player scripted from Node: what the server sent it so far, and the first message of a type. */
export function scripted(room: Room) {
  const inbox: ServerMessage[] = [];
  for (const type of ['table', 'seated', 'view', 'clock', 'error'] as const)
    room.onMessage(type, (message: ServerMessage) => inbox.push(message));
  const next = <T extends ServerMessage['type']>(
    type: T,
    where: (message: Message<T>) => boolean = () => true,
  ) =>
    expect
      .poll(() => inbox.some((message) => message.type === type && where(message as Message<T>)))
      .toBe(true)
      .then(
        () => inbox.find((message) => message.type === type && where(message as Message<T>)) as Message<T>,
      );
  return { room, next };
}

/** A seat taken from Node for a browser's player, then left: the table's code and the seat's token. */
export async function seatFor(room: Room) {
  const player = scripted(room);
  const seated = await player.next('seated');
  const table = await player.next('table');
  await room.leave(true);
  return { code: table.code, seat: seated.seat, token: seated.token };
}
