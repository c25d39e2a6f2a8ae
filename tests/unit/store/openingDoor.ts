import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

/** What the stand-in does with a matchmaking request it holds back. */
export type HeldJoin = 'opening' | 'drop';

export interface OpeningDoor {
  /** The stand-in's endpoint for a client (as the page's `/online`). */
  endpoint: string;
  /** Holds back the next `count` matchmaking requests: answered "opening" (503), or the connection dropped. */
  hold(count: number, how: HeldJoin): void;
  /** Cuts the WebSockets passed through, as a network gone for a moment: the clients see their tables lost. */
  cut(): void;
  /** Matchmaking requests seen, held back or passed on. */
  readonly joins: number;
  close(): Promise<void>;
}

/**
 * A loopback stand-in in front of a real game server: it passes every request on (the WebSocket
 * upgrades too), except the matchmaking requests it was told to hold back, which it answers as the
 * server's door answers while a table's room is opening (HTTP 503 with Colyseus' `{ code, error }`) or
 * drops, as a network would for a moment.
 */
export async function openingDoor(port: number, serverPort: number): Promise<OpeningDoor> {
  let held = 0;
  let how: HeldJoin = 'opening';
  let joins = 0;
  /** The WebSockets passed through (a closed stand-in ends them: the server sees its clients gone). */
  const piped = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url?.includes('/matchmake/')) {
      joins += 1;
      if (held > 0) {
        held -= 1;
        if (how === 'drop') {
          request.socket.destroy();
          return;
        }
        response.writeHead(503, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        response.end(JSON.stringify({ code: 503, error: 'This table is opening; try again' }));
        return;
      }
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: serverPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  // a WebSocket goes through as bytes: the upgrade request written again, then both ways piped
  server.on('upgrade', (request, socket, head) => {
    const upstream = connect(serverPort, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    for (const end of [socket as Socket, upstream]) {
      piped.add(end);
      end.on('close', () => piped.delete(end));
    }
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}/online`,
    hold(count, kind) {
      held = count;
      how = kind;
    },
    cut() {
      for (const end of piped) end.destroy();
    },
    get joins() {
      return joins;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const end of piped) end.destroy();
        server.close(() => resolve());
      }),
  };
}
