import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { QueryResult } from 'pg';
import type { GameState, Seat, VolleySource } from '../engine';
import type { TableClock } from '../table/onlineMessages';
import { log } from './log';
import { pgliteTemplate } from './pgliteTemplate';
import type { ClockState } from './turnClock';

/** What the room needs of SQL: parameterised queries, and a transaction that commits or rolls back whole. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[]; count: number }>;
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A seat as stored: the token only as its SHA-256, so a leaked table row seats nobody. */
export interface SeatRecord {
  kind: 'person' | 'computer';
  level: string | null;
  name: string | null;
  tokenHash: string | null;
  /** A person's seat whose time ran out: the level of the computer captain playing it until they return. */
  standIn?: string | null;
}

export interface TableSetup {
  seats: SeatRecord[];
  host: Seat;
  /** The host's time limit and timeout policy; absent on tables made before clocks (no limit). */
  clock?: TableClock;
  /** The host turned practice aids on for everyone at the table; absent on tables made before (off). */
  practiceAids?: boolean;
}

/** One accepted action as logged: what the server executed, with everything needed to replay it. */
export type LoggedAction =
  | { type: 'start'; seed: number; names: string[] }
  | { type: 'act'; action: Record<string, unknown>; by?: ActedBy }
  | {
      type: 'volley';
      seat: Seat;
      source: string;
      strength: number;
      seed: number;
      hash: string;
      action: Record<string, unknown>;
      by?: ActedBy;
    };

/** Who acted for a person's seat, when not the person: the stand-in captain, or the clock ending the turn. */
export type ActedBy = { standIn: string } | { timeout: true };

/**
 * A volley drawn and stored before it flies: a process that dies mid-flight leaves it here, and the
 * table's next room flies this same volley (same seat, source, strength and seed) before anything else.
 */
export interface PendingVolley {
  seat: Seat;
  source: VolleySource;
  strength: number;
  seed: number;
}

export interface TableRow {
  code: string;
  setup: TableSetup;
  game: GameState | null;
  version: number;
  /** The table's own secret (256 random bits, hex): its computer captains' randomness comes from it. */
  secret: string;
  pending: PendingVolley | null;
  /** The running turn clock (see ClockState); null when no seat's time runs. */
  clock: ClockState | null;
  /** The code of this table's rematch, once a seated player asked for one; null until then. */
  rematch: string | null;
}

const SCHEMA = `
create table if not exists tables (
  code text primary key,
  setup jsonb not null,
  game jsonb,
  version integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists actions (
  code text not null references tables(code),
  version integer not null,
  seat integer,
  action jsonb not null,
  at timestamptz not null default now(),
  primary key (code, version)
);
alter table tables add column if not exists secret text;
alter table tables add column if not exists pending jsonb;
alter table tables add column if not exists clock jsonb;
alter table tables add column if not exists rematch text;`;

/** An advisory lock's key (any number that no other lock on the database uses). */
const SCHEMA_LOCK = 1_707_170;

/**
 * The embedded Postgres (PGlite) in `dataDir` ('memory://' keeps nothing), or a real PostgreSQL at
 * `url`. Both get the same schema and the same SQL.
 */
export async function openDatabase({ url, dataDir }: { url?: string; dataDir?: string }): Promise<Database> {
  const db = url ? await openPostgres(url) : await openPglite(dataDir ?? 'memory://');
  // Several processes may start at once on one PostgreSQL: the lock makes them create the tables in turn.
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${SCHEMA_LOCK})`);
    for (const statement of SCHEMA.split(';').filter((text) => text.trim())) await tx.query(statement);
  });
  return db;
}

/**
 * PostgreSQL's memory settings for the embedded database: a game server's tables are small and its
 * queries are primary-key lookups, so 8 MB of shared buffers (Postgres' default is 128 MB, all of it
 * resident in PGlite's WebAssembly memory) are plenty.
 */
const PGLITE_CONF = ['shared_buffers=8MB', 'wal_buffers=1MB', 'temp_buffers=1MB', 'work_mem=1MB'];

/**
 * A new data folder at `dataDir`, copied from the template beside it and renamed into place whole (a
 * copy cut short is never taken for a database). A folder holding anything else is refused, not replaced.
 */
async function copyTemplate(dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} holds files but no PGlite database: give DATA_DIR an empty or new folder`);
  }
  // On a fresh clone `data/` is not there yet.
  mkdirSync(dirname(dataDir), { recursive: true });
  const copy = `${dataDir}.new-${process.pid}`;
  try {
    cpSync((await pgliteTemplate()).folder, copy, { recursive: true });
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(copy, dataDir);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** PGlite in `dataDir`; a new database starts as a copy of the template, so this process runs no initdb. */
async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  let loadDataDir: Blob | undefined;
  if (dataDir.includes('://')) {
    loadDataDir = new Blob([readFileSync((await pgliteTemplate()).tarball)]);
  } else if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await copyTemplate(dataDir);
  }
  const pglite = await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONF, loadDataDir });
  const wrap = (q: Pick<typeof pglite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await q.query<Row>(sql, params);
      return { rows: result.rows, count: result.affectedRows ?? result.rows.length };
    },
  });
  return {
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle connection that PostgreSQL drops (a restart, a stop) is an error on the pool: unheard, it
  // would end the process. The pool opens new connections as needed; /readyz says when none can be had.
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection failed'));
  const wrap = (q: { query: (sql: string, params: unknown[]) => Promise<QueryResult> }): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return { rows: result.rows as Row[], count: result.rowCount ?? 0 };
    },
  });
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is dropped, not handed to the next transaction.
        await client.query('rollback').catch((rollback: Error) => {
          broken = rollback;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** A new table's secret: 256 bits from the system's secure source, never sent to any client. */
export const newTableSecret = (): string => randomBytes(32).toString('hex');

export async function insertTable(db: Database, code: string, setup: TableSetup): Promise<void> {
  await db.query('insert into tables (code, setup, game, version, secret) values ($1, $2, null, 0, $3)', [
    code,
    JSON.stringify(setup),
    newTableSecret(),
  ]);
}

export async function loadTable(db: Queryable, code: string): Promise<TableRow | null> {
  const { rows } = await db.query<TableRow & { secret: string | null }>(
    'select code, setup, game, version, secret, pending, clock, rematch from tables where code = $1',
    [code],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.secret) return row;
  // a table stored before tables had secrets gets one now (only if still without: two rooms agree)
  await db.query('update tables set secret = $2 where code = $1 and secret is null', [
    code,
    newTableSecret(),
  ]);
  return loadTable(db, code);
}

/**
 * A rematch of the table `code` (held at `version`): the new table `rematch`, its game started (its
 * `start` logged at version 1), and the old table's link to it, in one transaction: either both tables
 * say so or neither. Refused with a StaleVersionError when the old table moved on or has a rematch already.
 */
export async function insertRematch(
  db: Database,
  code: string,
  version: number,
  rematch: { code: string; setup: TableSetup; start: LoggedAction; game: GameState },
): Promise<void> {
  await db.transaction(async (tx) => {
    const linked = await tx.query(
      'update tables set rematch = $2, updated_at = now() where code = $1 and version = $3 and rematch is null',
      [code, rematch.code, version],
    );
    if (linked.count !== 1) throw new StaleVersionError(code, version);
    await tx.query('insert into tables (code, setup, game, version, secret) values ($1, $2, $3, 1, $4)', [
      rematch.code,
      JSON.stringify(rematch.setup),
      JSON.stringify(rematch.game),
      newTableSecret(),
    ]);
    await tx.query('insert into actions (code, version, seat, action) values ($1, 1, null, $2)', [
      rematch.code,
      JSON.stringify(rematch.start),
    ]);
  });
}

/** Whether a table has this code (a primary-key lookup: cheap enough to ask before any room is made). */
export async function tableExists(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query<{ code: string }>('select code from tables where code = $1', [code]);
  return rows.length > 0;
}

/**
 * Stores a new setup (a seat taken or handed to a computer), guarded like a game write: only while the
 * table is still at the version and the setup the room holds, so two rooms of one table never overwrite
 * each other's seats. Refused with a StaleVersionError otherwise.
 */
export async function saveSetup(
  db: Queryable,
  code: string,
  setup: TableSetup,
  held: { version: number; setup: TableSetup },
): Promise<void> {
  const updated = await db.query(
    'update tables set setup = $2, updated_at = now() where code = $1 and version = $3 and setup = $4::jsonb',
    [code, JSON.stringify(setup), held.version, JSON.stringify(held.setup)],
  );
  if (updated.count !== 1) throw new StaleVersionError(code, held.version);
}

/** Stores the volley about to fly, guarded by the version (see PendingVolley). */
export async function savePendingVolley(
  db: Queryable,
  code: string,
  version: number,
  pending: PendingVolley,
): Promise<void> {
  const updated = await db.query(
    'update tables set pending = $2, updated_at = now() where code = $1 and version = $3',
    [code, JSON.stringify(pending), version],
  );
  if (updated.count !== 1) throw new StaleVersionError(code, version);
}

/**
 * Stores the turn clock (after the action it follows is stored: a process that stops in between leaves
 * an older clock, which the next room carries on from; see nextClock). Not guarded by the version: the
 * clock names the version it was set at; a room whose table moved on stores nothing.
 */
export async function saveClock(
  db: Queryable,
  code: string,
  version: number,
  clock: ClockState | null,
): Promise<void> {
  await db.query('update tables set clock = $2 where code = $1 and version = $3', [
    code,
    clock && JSON.stringify(clock),
    version,
  ]);
}

/**
 * A write refused because the table is no longer at the version the room holds: another room (another
 * process's, re-created from the database) wrote first, so this room's state is stale. Told apart from
 * other storage failures by its class, so the room can give way to the live room.
 */
export class StaleVersionError extends Error {
  constructor(code: string, version: number) {
    super(`Table ${code} is not at version ${version}`);
    this.name = 'StaleVersionError';
  }
}

/**
 * Appends an accepted action at `version` and stores the state it led to, in one transaction: either
 * both are kept or neither. Refused with a StaleVersionError when the table is no longer at
 * `version - 1`; any other failure throws the database's error.
 */
export async function appendAction(
  db: Database,
  code: string,
  version: number,
  seat: Seat | null,
  logged: LoggedAction,
  game: GameState,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx.query(
      'update tables set game = $2, version = $3, pending = null, updated_at = now() where code = $1 and version = $4',
      [code, JSON.stringify(game), version, version - 1],
    );
    if (updated.count !== 1) throw new StaleVersionError(code, version - 1);
    await tx.query('insert into actions (code, version, seat, action) values ($1, $2, $3, $4)', [
      code,
      version,
      seat,
      JSON.stringify(logged),
    ]);
  });
}

export async function loadActions(
  db: Queryable,
  code: string,
): Promise<{ version: number; action: LoggedAction }[]> {
  const { rows } = await db.query<{ version: number; action: LoggedAction }>(
    'select version, action from actions where code = $1 order by version',
    [code],
  );
  return rows;
}
