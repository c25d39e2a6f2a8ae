/**
 * A remote volley's delay (printed, never asserted): two browsers seated at one table on a game server
 * in this process, each reaching it through a loopback proxy that holds every chunk BENCH_DELAY_MS
 * (100 unless set) each way. Each turn the player whose turn it is fires from their ship (hold Space,
 * release) and ends the turn; for each volley it prints, from the release on the firing device:
 * - the firer's device sees the server's answer (its cubes start to fly),
 * - the other device receives the volley (its first message from the server after the release),
 * - the other device starts its replay (the cubes fly there) and shows the result (the log tells it),
 * and the replay's own length (flight and settling as shown); then the medians over the volleys.
 * BENCH_DELAY_VOLLEYS sets how many (4 unless set). Needs the test build (`npm run build:test`): it
 * reads the pages' state through the test build's probe.
 */
import { existsSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import { Client, type Room } from 'colyseus.js';
import { type Action, type GameView, legalActions } from '../../src/engine';
import { startGameServer } from '../../src/server/gameServer';
import { type ClientMessage, type ServerMessage, TABLE_ROOM } from '../../src/table/onlineMessages';
import { TEST_BUILD_DIR } from '../support/testBuild';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 100);
const VOLLEYS = Number(process.env.BENCH_DELAY_VOLLEYS) || 4;
const SERVER_PORT = 2720;
const PROXY_PORT = 2721;
const WAIT_MS = Number(process.env.BENCH_DELAY_WAIT_MS) || 120_000;

/** A loopback TCP proxy that delivers each chunk `delayMs` after it came, in order, both ways. */
function delayingProxy(from: number, to: number, delayMs: number): Promise<Server> {
  const held = (source: Socket, sink: Socket) => {
    source.on('data', (chunk) => setTimeout(() => sink.write(chunk), delayMs));
    source.on('end', () => setTimeout(() => sink.end(), delayMs));
    source.on('error', () => sink.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(to, '127.0.0.1');
    held(client, upstream);
    held(upstream, client);
  });
  return new Promise((resolve) => server.listen(from, '127.0.0.1', () => resolve(server)));
}

/** A seat scripted from Node for the table's setup: its latest view and version. */
class SetupSeat {
  view: GameView | null = null;
  version = 0;
  seated: { seat: number; token: string } | null = null;
  code = '';

  constructor(readonly room: Room) {
    room.onMessage('view', (message: Extract<ServerMessage, { type: 'view' }>) => {
      this.view = message.view;
      this.version = message.version;
    });
    room.onMessage('seated', (message: Extract<ServerMessage, { type: 'seated' }>) => {
      this.seated = { seat: message.seat, token: message.token };
    });
    room.onMessage('table', (message: Extract<ServerMessage, { type: 'table' }>) => {
      this.code = message.code;
    });
    for (const type of ['clock', 'error']) room.onMessage(type, () => undefined);
  }

  async until(what: string, ready: () => boolean): Promise<void> {
    const started = performance.now();
    while (!ready()) {
      if (performance.now() - started > WAIT_MS) throw new Error(`no ${what} in time`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async send(message: ClientMessage, version: number): Promise<void> {
    const { type, ...body } = message;
    this.room.send(type, body);
    await this.until(`view ${version}`, () => this.version >= version);
  }
}

/** A two-person table played to its first turn from Node; the seats' tokens for the browsers. */
async function tableAtFirstTurn(port: number) {
  const endpoint = new Client(`http://127.0.0.1:${port}`);
  const anne = new SetupSeat(
    await endpoint.create(TABLE_ROOM, {
      create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne' },
    }),
  );
  await anne.until('table', () => anne.code !== '' && anne.seated !== null);
  const bob = new SetupSeat(
    await endpoint.joinOrCreate(TABLE_ROOM, { code: anne.code, name: 'Bob', seat: 1 }),
  );
  await bob.until('seat', () => bob.seated !== null);
  await anne.send({ type: 'start' }, 1);
  await anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } }, 2);
  for (const type of ['placeKraken', 'chooseCaptain', 'chooseCaptain'] as const) {
    const seat = anne.view?.phase.kind === 'chooseCaptains' && anne.view.phase.nextSeat === 1 ? bob : anne;
    await seat.until('view', () => seat.version >= anne.version);
    const action = seat.view && legalActions(seat.view).find((candidate: Action) => candidate.type === type);
    if (!action) throw new Error(`no legal ${type}`);
    await seat.send({ type: 'act', intent: action } as ClientMessage, anne.version + 1);
  }
  const seats = [anne, bob].map((seat, index) => ({
    code: anne.code,
    seat: seat.seated?.seat ?? index,
    token: seat.seated?.token ?? '',
    name: index === 0 ? 'Anne' : 'Bob',
  }));
  await Promise.all([anne.room.leave(true), bob.room.leave(true)]);
  return seats;
}

/**
 * Records in the page, on the page's wall clock: every message its sockets receive, each change of the
 * volley's stage, and each time the log's length changes. A script's text, not a function: tsx would
 * name the function's inner functions with a helper the page does not have.
 */
const RECORDER = `
  const record = { messages: [], stages: [], logs: [], releases: [] };
  window.delayRecord = record;
  window.addEventListener('keyup', (event) => {
    if (event.key === ' ') record.releases.push(Date.now());
  }, true);
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', () => record.messages.push(Date.now()));
    }
  };
  let stage = '';
  let entries = -1;
  setInterval(() => {
    const now = window.__toGlory ? window.__toGlory.volleyStage() : '';
    if (now !== stage) record.stages.push({ at: Date.now(), stage: now });
    stage = now;
    const length = document.querySelectorAll('[data-testid="game-log"] li').length;
    if (length !== entries) record.logs.push(Date.now());
    entries = length;
  }, 10);
`;

async function seatedPage(browser: Browser, seat: Awaited<ReturnType<typeof tableAtFirstTurn>>[number]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(
    ([game, settings]) => {
      localStorage.setItem('to-glory:online-games', JSON.stringify([game]));
      localStorage.setItem('to-glory:settings', settings);
    },
    [
      { ...seat, at: Date.now() },
      JSON.stringify({
        state: { graphics: 'fast', reducedMotion: false, thresholdPreset: 'Default' },
        version: 1,
      }),
    ] as const,
  );
  await page.addInitScript({ content: RECORDER });
  await page.goto(`http://127.0.0.1:${PROXY_PORT}/?table=${seat.code}`);
  await page.locator('.game-screen[data-table-ready="true"]').waitFor({ timeout: WAIT_MS });
  return page;
}

type Record = {
  messages: number[];
  stages: { at: number; stage: string }[];
  logs: number[];
  releases: number[];
};
const recordOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { delayRecord: Record }).delayRecord);

/** Fires from the page's ship at about 0.4 and returns the release's time on the page's wall clock. */
async function fire(page: Page): Promise<number> {
  await page.getByTestId('open-volley').click();
  await page.getByTestId('fire-from-ship').click();
  await page.getByTestId('lever-handle').waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.down(' ');
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="power-meter"]')?.getAttribute('aria-valuenow')) >= 40,
  );
  await page.keyboard.up(' ');
  return (await recordOf(page)).releases.at(-1) ?? Number.NaN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runBench(): Promise<void> {
  if (!existsSync(TEST_BUILD_DIR)) throw new Error('no test build: run `npm run build:test` first');
  const server = await startGameServer({
    port: SERVER_PORT,
    dataDir: 'memory://',
    staticDir: TEST_BUILD_DIR,
    volleyThreads: 1,
  });
  const proxy = await delayingProxy(PROXY_PORT, SERVER_PORT, DELAY_MS);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const seats = await tableAtFirstTurn(SERVER_PORT);
    const pages = [];
    for (const seat of seats) pages.push(await seatedPage(browser, seat));
    console.log(`${VOLLEYS} volleys, ${DELAY_MS} ms each way, load ${loadavg()[0]?.toFixed(1)}`);
    const rows: {
      answer: number;
      ownFlight: number;
      received: number;
      replay: number;
      shown: number;
      flight: number;
    }[] = [];
    for (let volley = 0; volley < VOLLEYS; volley += 1) {
      const [firer, other] = volley % 2 === 0 ? [pages[0], pages[1]] : [pages[1], pages[0]];
      if (!firer || !other) throw new Error('two pages');
      await firer.getByTestId('open-volley').waitFor({ timeout: WAIT_MS });
      const logsBefore = (await recordOf(other)).logs.length;
      const released = await fire(firer);
      await other.waitForFunction(
        ([before]) =>
          (window as unknown as { delayRecord: Record }).delayRecord.logs.length > (before as number),
        [logsBefore],
        { timeout: WAIT_MS },
      );
      await firer.waitForFunction(
        () =>
          (window as unknown as { __toGlory: { volleyStage(): string } }).__toGlory.volleyStage() ===
          'result',
        undefined,
        { timeout: WAIT_MS },
      );
      const [mine, theirs] = [await recordOf(firer), await recordOf(other)];
      const after = (times: number[]) => times.find((at) => at >= released) ?? Number.NaN;
      const flying = (record: Record) =>
        record.stages.find((s) => s.at >= released && s.stage === 'flying')?.at ?? Number.NaN;
      const replayStart = flying(theirs);
      const shown = after(theirs.logs);
      const landed = (record: Record) =>
        record.stages.find((s) => s.at >= released && s.stage === 'result')?.at ?? Number.NaN;
      const row = {
        answer: flying(mine) - released,
        ownFlight: landed(mine) - flying(mine),
        received: after(theirs.messages) - released,
        replay: replayStart - released,
        shown: shown - released,
        flight: shown - replayStart,
      };
      rows.push(row);
      console.log(
        `  volley ${volley + 1}: firer's cubes fly ${seconds(row.answer)}, land ${seconds(row.ownFlight)} later; other device receives ${seconds(row.received)}, replays ${seconds(row.replay)}, shows the result ${seconds(row.shown)} (its replay ${seconds(row.flight)})`,
      );
      for (const page of [firer, other]) {
        const next = page.getByRole('button', { name: 'Continue' });
        if (await next.isVisible()) await next.click();
      }
      await firer.keyboard.press('n');
      await other.locator('[data-testid="open-volley"]').waitFor({ timeout: WAIT_MS });
    }
    const of = (key: keyof (typeof rows)[number]) => seconds(median(rows.map((row) => row[key])));
    console.log(
      `median: firer's cubes fly ${of('answer')}, land ${of('ownFlight')} later; other device receives ${of('received')}, replays ${of('replay')}, shows the result ${of('shown')}; its replay ${of('flight')} (load ${loadavg()[0]?.toFixed(1)})`,
    );
  } catch (error) {
    // what each device showed when it stopped
    for (const [index, context] of browser.contexts().entries())
      await context.pages()[0]?.screenshot({ path: `test-results/delay-bench-device-${index + 1}.png` });
    throw error;
  } finally {
    await browser.close();
    proxy.close();
    await server.close();
  }
}
