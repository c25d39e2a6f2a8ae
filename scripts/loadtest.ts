/**
 * `npm run loadtest`: scripted players on loopback against 1 and then 2 game server processes (both on
 * one throwaway PostgreSQL; the 2 share a throwaway Redis). It ramps the number of tables and prints,
 * for each step, the p95 latency from an action sent to its view received by the sender, then the
 * largest step that held p95 ≤ 100 ms (over all actions, and over those other than volleys), the volleys re-simulated per second (a saturation run), the
 * memory per table (the servers' RSS growth over the tables open) and the database's bytes per action.
 *
 *   npm run loadtest -- --steps 4,8,16,32,64,128 --seconds 12 --think 2000 --processes 1,2 --idle-tables 150
 *     --volley-tables 16 --volley-seconds 12 --seed 1 --stop-ms 1000
 *
 * A table is two players who, in turn, fire a volley from their ship and end their turn, each after a
 * think time of `--think` ms (uniform in ½–1½ times it); a game that ends is replaced by a new one. The
 * figures depend on the machine and its load: `uptime` is printed with them.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { globalAgent } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { parseArgs } from 'node:util';
import { Client, type Room } from 'colyseus.js';
import pg from 'pg';
import { type Action, createGame, execute, type GameView, legalActions } from '../src/engine';
import { generatorFrom, randomInt, seedRng } from '../src/engine/rng';
import { chooseAction } from '../src/engine/sim/agent';
import { type ClientMessage, type ServerMessage, TABLE_ROOM } from '../src/table/onlineMessages';
import { type Service, startPostgres, startRedis, startServerProcess } from './support/localServices';

const { values: flags } = parseArgs({
  options: {
    steps: { type: 'string', default: '4,8,16,20,32,64,100,128' },
    seconds: { type: 'string', default: '12' },
    think: { type: 'string', default: '2000' },
    processes: { type: 'string', default: '1,2' },
    'volley-tables': { type: 'string', default: '16' },
    'volley-seconds': { type: 'string', default: '12' },
    'idle-tables': { type: 'string', default: '150' },
    seed: { type: 'string', default: '1' },
    /** A step whose p95 is over this many ms ends the ramp (raise it to reach every step's memory on a loaded machine). */
    'stop-ms': { type: 'string', default: '1000' },
    /** One process on the embedded PGlite in a temporary folder (as `npm run server` by default), not PostgreSQL. */
    embedded: { type: 'boolean', default: false },
  },
});
const STEPS = flags.steps.split(',').map(Number);
const SECONDS = Number(flags.seconds);
const THINK_MS = Number(flags.think);
const PROCESS_COUNTS = flags.processes.split(',').map(Number);
const VOLLEY_TABLES = Number(flags['volley-tables']);
const VOLLEY_SECONDS = Number(flags['volley-seconds']);
const SEED = Number(flags.seed);
const IDLE_TABLES = Number(flags['idle-tables']);
const P95_LIMIT_MS = 100;
/** A step whose p95 is over this ends the ramp: the servers are plainly overloaded. */
const STOP_MS = Number(flags['stop-ms']);
const MIN_GAP_MS = 130;
const ACT_TIMEOUT_MS = 10_000;
const BASE_PORT = 2711;
const REDIS_PORT = 6392;
const POSTGRES_PORT = 5442;

const generator = generatorFrom(seedRng(SEED));
const random = () => randomInt(generator, 0, 1_000_000) / 1_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One player's connection: its latest view, and the action in flight with the time it was sent. */
class Player {
  view: GameView | null = null;
  version = 0;
  private lastSent = Number.NEGATIVE_INFINITY;
  private waiting: { above: number; done: (result: { ok: boolean; code?: string }) => void } | null = null;
  private readonly versionWaits: { version: number; done: () => void }[] = [];

  constructor(readonly room: Room) {
    room.onMessage('view', (message: Extract<ServerMessage, { type: 'view' }>) => {
      this.view = message.view;
      this.version = message.version;
      if (this.waiting && message.version > this.waiting.above) {
        this.waiting.done({ ok: true });
        this.waiting = null;
      }
      for (const wait of this.versionWaits.splice(0))
        if (message.version >= wait.version) wait.done();
        else this.versionWaits.push(wait);
    });
    room.onMessage('error', (message: Extract<ServerMessage, { type: 'error' }>) => {
      this.waiting?.done({ ok: false, code: message.code });
      this.waiting = null;
    });
    for (const type of ['table', 'seated', 'clock']) room.onMessage(type, () => undefined);
  }

  /**
   * Sends `body` and resolves on this player's next view (accepted) or error (refused), or after
   * ACT_TIMEOUT_MS (counted as refused). A player sends at most one message per MIN_GAP_MS, under the
   * server's flood guard (8 a second), which would refuse the rest as too fast.
   */
  async act(message: ClientMessage): Promise<{ ok: boolean; code?: string; ms: number }> {
    await sleep(this.lastSent + MIN_GAP_MS - performance.now());
    const sent = performance.now();
    this.lastSent = sent;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve({ ok: false, code: 'timeout', ms: performance.now() - sent });
      }, ACT_TIMEOUT_MS);
      this.waiting = {
        above: this.version,
        done: (result) => {
          clearTimeout(timer);
          resolve({ ...result, ms: performance.now() - sent });
        },
      };
      const { type, ...body } = message;
      this.room.send(type, body);
    });
  }

  /** Resolves once this player has seen `version` (or after ACT_TIMEOUT_MS: a view lost is not waited for forever). */
  atVersion(version: number): Promise<void> {
    if (this.version >= version) return Promise.resolve();
    return Promise.race([
      new Promise<void>((done) => this.versionWaits.push({ version, done })),
      sleep(ACT_TIMEOUT_MS).then(() => undefined),
    ]);
  }
}

/** The game servers running now, killed on the way out whatever happens. */
const liveServers: ChildProcess[] = [];

// Node's shared HTTP agent (which colyseus.js uses) hangs up a request that waits 5 s; a browser waits.
// The load test measures how long a loaded server takes, so it waits too.
(globalAgent as typeof globalAgent & { options: { timeout?: number } }).options.timeout = 0;
const endpoint = (port: number) => new Client(`http://127.0.0.1:${port}`);

interface Table {
  players: [Player, Player];
  volleyed: boolean;
  done: boolean;
}

/** A new table: Anne creates through one process, Bob joins through the next; setup is played. */
async function openTable(ports: number[], index: number): Promise<Table> {
  const first = ports[index % ports.length] as number;
  const second = ports[(index + 1) % ports.length] as number;
  const anneRoom = await endpoint(first).create(TABLE_ROOM, {
    create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne' },
  });
  const anne = new Player(anneRoom);
  const bob = new Player(
    await endpoint(second).joinOrCreate(TABLE_ROOM, { code: anneRoom.roomId, name: 'Bob', seat: 1 }),
  );
  const table: Table = { players: [anne, bob], volleyed: false, done: false };
  await anne.act({ type: 'start' });
  await anne.act({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
  for (const type of ['placeKraken', 'chooseCaptain', 'chooseCaptain'] as const) {
    const player = anne.view?.phase.kind === 'chooseCaptains' && anne.view.phase.nextSeat === 1 ? bob : anne;
    await player.atVersion(anne.version);
    if (!player.view) throw new Error('no view');
    const action = legalActions(player.view).find((candidate: Action) => candidate.type === type);
    if (!action) throw new Error(`no legal ${type}`);
    const result = await player.act({ type: 'act', intent: action } as ClientMessage);
    if (!result.ok) throw new Error(`${type} refused: ${result.code}`);
  }
  await bob.atVersion(anne.version);
  return table;
}

interface Sample {
  kind: 'volley' | 'endTurn';
  ms: number;
  ok: boolean;
}

/** Plays a table's next action (a volley, then the end of the turn) after `think` ms. */
async function step(table: Table, think: number, record: (sample: Sample) => void): Promise<void> {
  await sleep(think);
  const [anne, bob] = table.players;
  const view = anne.view;
  if (view?.phase.kind !== 'playing' || !view.turn) {
    table.done = true;
    return;
  }
  const player = view.turn.seat === 0 ? anne : bob;
  await player.atVersion(anne.version);
  const kind = table.volleyed ? 'endTurn' : 'volley';
  const body: ClientMessage =
    kind === 'volley'
      ? { type: 'volley', source: 'ship', strength: 0.3 + 0.4 * random() }
      : { type: 'act', intent: { type: 'endTurn' } };
  const result = await player.act(body);
  record({ kind, ms: result.ms, ok: result.ok });
  table.volleyed = kind === 'volley';
  const other = player === anne ? bob : anne;
  await other.atVersion(player.version);
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

const rssMiB = (servers: ChildProcess[]) =>
  servers.reduce((sum, server) => {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }, 0);

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

interface Run {
  processes: number;
  steps: {
    tables: number;
    p95: number;
    p95Volley: number;
    p95End: number;
    actions: number;
    refused: number;
    rss: number;
    /** The servers' largest RSS sampled (every 250 ms) during the step. */
    peakRss: number;
  }[];
  /** The largest step whose p95 over all actions was within P95_LIMIT_MS. */
  held: number;
  /** The same for the actions other than volleys (a volley's own flight takes tens of milliseconds). */
  heldEnd: number;
  volleysPerSecond: number;
  /** The servers' resident memory once listening, before any table. */
  listeningMiB: number;
  /** The servers' resident memory after the warm-up table, before any other. */
  idleMiB: number;
  mibPerTable: number;
  storage: Storage | null;
}

interface Storage {
  tables: number;
  actions: number;
  /** Both tables with their indexes and TOAST, over the actions stored. */
  bytesPerAction: number;
  /** A table's row (its setup and its latest state), with its share of the index. */
  bytesPerTableRow: number;
  endedGames: number;
  actionsPerEndedGame: number;
}

/** What the run stored: sizes as PostgreSQL counts them on disk. */
async function storage(url: string): Promise<Storage> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    const sizes = await client.query<Record<string, string>>(`select
      (select count(*) from tables) as tables,
      (select count(*) from actions) as actions,
      pg_total_relation_size('actions') as actions_bytes,
      pg_total_relation_size('tables') as tables_bytes,
      (select count(*) from tables where game->'phase'->>'kind' = 'ended') as ended,
      (select count(*) from actions a join tables t using (code) where t.game->'phase'->>'kind' = 'ended') as ended_actions`);
    const row = sizes.rows[0] as Record<string, string>;
    const n = (key: string) => Number(row[key]);
    return {
      tables: n('tables'),
      actions: n('actions'),
      bytesPerAction: n('actions_bytes') / Math.max(1, n('actions')),
      bytesPerTableRow: n('tables_bytes') / Math.max(1, n('tables')),
      endedGames: n('ended'),
      actionsPerEndedGame: n('ended_actions') / Math.max(1, n('ended')),
    };
  } finally {
    await client.end();
  }
}

async function runWith(processes: number, redis: Service, postgres: Service): Promise<Run> {
  const database = `load${processes}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, `/${database}`);
  const embeddedDir = joinPath(mkdtempSync(joinPath(tmpdir(), 'to-glory-load-')), 'tables');
  const ports = Array.from({ length: processes }, (_, i) => BASE_PORT + i);
  const servers: ChildProcess[] = liveServers;
  servers.length = 0;
  try {
    for (const port of ports)
      servers.push(
        await startServerProcess(port, {
          ...(flags.embedded ? { DATA_DIR: embeddedDir } : { DATABASE_URL: databaseUrl }),
          ...(processes > 1 ? { REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {}),
        }),
      );
    const listening = rssMiB(servers);
    // a warm-up table on each process (a new table goes to the process with the fewest rooms), each
    // firing a volley, so that every worker thread has started and the code is loaded
    const warm: Table[] = [];
    for (let i = 0; i < processes; i++) warm.push(await openTable(ports, i));
    // the first volley each process flies: it waits for whatever a thread still had to start
    const firstVolleys: number[] = [];
    for (const table of warm) await step(table, 0, (s) => firstVolleys.push(s.ms));
    console.log(
      `  ${processes} process(es): the first volley took ${firstVolleys.map((ms) => ms.toFixed(0)).join(', ')} ms (sent to view)`,
    );
    // Memory: the servers' RSS before and after IDLE_TABLES more tables (set up, both players
    // connected, waiting), which then leave (their rooms are disposed).
    const before = rssMiB(servers);
    const idle: Table[] = [];
    while (idle.length < IDLE_TABLES)
      idle.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(8, IDLE_TABLES - idle.length) }, (_, i) =>
            openTable(ports, idle.length + i),
          ),
        )),
      );
    await sleep(2000);
    const mibPerTable = (rssMiB(servers) - before) / IDLE_TABLES;
    console.log(
      `  ${processes} process(es): RSS ${before.toFixed(0)} MiB, + ${IDLE_TABLES} waiting tables: ${(mibPerTable * 1024).toFixed(0)} KiB per table — ${uptime()}`,
    );
    for (const table of idle) for (const player of table.players) await player.room.leave();
    const tables: Table[] = [...warm];
    let samples: Sample[] = [];
    let running = true;
    const play = async (table: Table) => {
      while (running && !table.done) await step(table, THINK_MS * (0.5 + random()), (s) => samples.push(s));
      // a game that ended is replaced, so that the step keeps its number of tables
      if (running) {
        const fresh = await openTable(ports, tables.length);
        tables[tables.indexOf(table)] = fresh;
        void play(fresh);
      }
    };
    for (const table of warm) void play(table);
    const run: Run = {
      processes,
      steps: [],
      held: 0,
      heldEnd: 0,
      volleysPerSecond: 0,
      listeningMiB: listening,
      idleMiB: before,
      mibPerTable,
      storage: null,
    };
    for (const target of STEPS) {
      while (tables.length < target) {
        const batch = Math.min(8, target - tables.length);
        const opened = await Promise.all(
          Array.from({ length: batch }, (_, i) => openTable(ports, tables.length + i)),
        );
        for (const table of opened) {
          tables.push(table);
          void play(table);
        }
      }
      samples = [];
      let peakRss = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMiB(servers));
      }, 250);
      await sleep(SECONDS * 1000);
      clearInterval(sampler);
      const window = samples;
      const accepted = window.filter((s) => s.ok);
      const result = {
        tables: target,
        p95: percentile(
          accepted.map((s) => s.ms),
          95,
        ),
        p95Volley: percentile(
          accepted.filter((s) => s.kind === 'volley').map((s) => s.ms),
          95,
        ),
        p95End: percentile(
          accepted.filter((s) => s.kind === 'endTurn').map((s) => s.ms),
          95,
        ),
        actions: accepted.length,
        refused: window.length - accepted.length,
        rss: rssMiB(servers),
        peakRss,
      };
      run.steps.push(result);
      console.log(
        `  ${processes} process(es), ${target} tables: p95 ${result.p95.toFixed(0)} ms (volley ${result.p95Volley.toFixed(0)}, end of turn ${result.p95End.toFixed(0)}), ${result.actions} actions (${result.refused} refused), RSS ${result.rss.toFixed(0)} MiB (peak ${result.peakRss.toFixed(0)}) — ${uptime()}`,
      );
      // on a shared machine a step can miss by chance: the largest step that held is reported, with every step printed above
      if (result.p95 <= P95_LIMIT_MS) run.held = target;
      if (result.p95End <= P95_LIMIT_MS) run.heldEnd = target;
      // past this the servers are plainly overloaded: the larger steps would only take longer
      if (!(result.p95 <= STOP_MS)) break;
    }
    running = false;
    await sleep(THINK_MS * 2);

    // Saturation: VOLLEY_TABLES tables fire volleys back to back (no think time) for VOLLEY_SECONDS.
    const volleyTables = await Promise.all(
      Array.from({ length: VOLLEY_TABLES }, (_, i) => openTable(ports, 1000 + i)),
    );
    let volleys = 0;
    let saturating = true;
    const started = performance.now();
    const timer = setTimeout(() => {
      saturating = false;
    }, VOLLEY_SECONDS * 1000);
    await Promise.all(
      volleyTables.map(async (table) => {
        while (saturating && !table.done)
          await step(table, 0, (s) => {
            if (saturating && s.kind === 'volley' && s.ok) volleys += 1;
          });
      }),
    );
    clearTimeout(timer);
    run.volleysPerSecond = volleys / ((performance.now() - started) / 1000);
    console.log(
      `  ${processes} process(es): ${run.volleysPerSecond.toFixed(1)} volleys re-simulated a second with ${VOLLEY_TABLES} tables firing back to back — ${uptime()}`,
    );
    if (!flags.embedded) run.storage = await storage(databaseUrl);
    for (const table of [...tables, ...volleyTables])
      for (const player of table.players) void player.room.leave();
    return run;
  } finally {
    for (const server of servers) server.kill('SIGKILL');
  }
}

/** Actions in a whole 2-player game as the engine's simulated players play it (the start counted). */
function actionsPerGame(games: number): number {
  let total = 0;
  for (let seed = 1; seed <= games; seed++) {
    let state = createGame({ names: ['Anne', 'Bob'], seed });
    const generator = generatorFrom(seedRng(seed));
    let actions = 1;
    while (state.phase.kind !== 'ended' && actions < 20_000) {
      const result = execute(state, chooseAction(state, generator));
      if (!result.ok) break;
      state = result.state;
      actions += 1;
    }
    total += actions;
  }
  return total / games;
}

const cores = availableParallelism();
console.log(
  `Load test: steps ${STEPS.join(', ')} tables, ${SECONDS} s each, think ${THINK_MS} ms, seed ${SEED}; ${cores} cores; ${uptime()}`,
);
let redis: Service | null = null;
let postgres: Service | null = null;
let failed = false;
const stopAll = () => {
  for (const server of liveServers) server.kill('SIGKILL');
  redis?.stop();
  postgres?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
try {
  redis = await startRedis(REDIS_PORT);
  postgres = await startPostgres(POSTGRES_PORT);
  const runs: Run[] = [];
  for (const processes of PROCESS_COUNTS) runs.push(await runWith(processes, redis, postgres));
  const threadsPer = Math.max(1, cores - 1);
  console.log(
    '\nprocesses | tables held at p95 ≤ 100 ms: all actions, per process; other than volleys, per process | volleys/s (per volley thread) | MiB per table',
  );
  for (const run of runs)
    console.log(
      `${run.processes} | ${run.held}, ${(run.held / run.processes).toFixed(0)}; ${run.heldEnd}, ${(run.heldEnd / run.processes).toFixed(0)} | ${run.volleysPerSecond.toFixed(1)} (${(run.volleysPerSecond / (run.processes * threadsPer)).toFixed(1)}) | ${run.mibPerTable.toFixed(2)}`,
    );
  // resident memory idle and at 20 and 100 busy tables (issue 29's figures), where the ramp reached them
  for (const run of runs) {
    const at = (tables: number) => {
      const found = run.steps.find((step) => step.tables === tables);
      return found ? `${found.rss.toFixed(0)} (peak ${found.peakRss.toFixed(0)})` : 'not reached';
    };
    console.log(
      `resident memory (${run.processes} process(es), MiB): listening ${run.listeningMiB.toFixed(0)}, idle ${run.idleMiB.toFixed(0)}, 20 busy tables ${at(20)}, 100 busy tables ${at(100)}`,
    );
  }
  for (const run of runs)
    if (run.storage)
      console.log(
        `storage (${run.processes} process(es)): ${run.storage.actions} actions of ${run.storage.tables} tables, ${run.storage.bytesPerAction.toFixed(0)} B per action, ${run.storage.bytesPerTableRow.toFixed(0)} B per table row; ${run.storage.endedGames} games ended, ${run.storage.actionsPerEndedGame.toFixed(0)} actions each`,
      );
  const perGame = actionsPerGame(20);
  const last = runs.at(-1)?.storage;
  if (last)
    console.log(
      `a whole 2-player game (the engine's simulated players, 20 seeds): ${perGame.toFixed(0)} actions → about ${((last.bytesPerTableRow + perGame * last.bytesPerAction) / 1024).toFixed(0)} KiB stored per game`,
    );
  console.log(`(${uptime()})`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  stopAll();
}
process.exit(failed ? 1 : 0);
