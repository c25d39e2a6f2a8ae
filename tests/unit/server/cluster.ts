import { type ChildProcess, execFileSync } from 'node:child_process';
import {
  type Service,
  startPostgres,
  startRedis,
  startServerProcess,
} from '../../../scripts/support/localServices';
import { type Database, openDatabase } from '../../../src/server/database';

export interface ClusterOptions {
  /** One `npm run server` process per port, each announcing 127.0.0.1:port as its address. */
  ports: readonly number[];
  redisPort: number;
  postgresPort: number;
  /** More environment for every server process. */
  env?: Record<string, string>;
}

/**
 * Game server processes sharing a Redis (Colyseus' presence and driver) and a PostgreSQL of their own,
 * for the tests of a process that dies or stalls. Whatever has started is stopped by `stop`, even when
 * `start` failed half-way.
 */
export class Cluster {
  redis: Service | null = null;
  postgres: Service | null = null;
  private database: Database | null = null;
  readonly servers = new Map<number, ChildProcess>();

  constructor(private readonly options: ClusterOptions) {}

  async start(): Promise<void> {
    // each kept as soon as it runs, so that stop() stops it even when the other fails to start
    await Promise.all([
      startRedis(this.options.redisPort).then((service) => {
        this.redis = service;
      }),
      startPostgres(this.options.postgresPort).then((service) => {
        this.postgres = service;
      }),
    ]);
    if (!this.postgres) throw new Error('no PostgreSQL');
    // all at once: they create the schema together (the advisory lock orders them)
    const started = await Promise.allSettled(this.options.ports.map((port) => this.startServer(port)));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    this.database = await openDatabase({ url: this.postgres.url });
  }

  /** Starts (or starts again) the server process on `port`. */
  async startServer(port: number): Promise<void> {
    if (!this.redis || !this.postgres) throw new Error('no services');
    this.servers.set(
      port,
      await startServerProcess(port, {
        DATABASE_URL: this.postgres.url,
        REDIS_URL: this.redis.url,
        PUBLIC_ADDRESS: `127.0.0.1:${port}`,
        ...this.options.env,
      }),
    );
  }

  /** The test's own connection to the shared database. */
  get db(): Database {
    if (!this.database) throw new Error('no database');
    return this.database;
  }

  redisCli(...args: string[]): string {
    return execFileSync('redis-cli', ['-p', String(this.options.redisPort), ...args], {
      encoding: 'utf8',
    }).trim();
  }

  /** The port of the process the table's listing in Redis names (null: no listing). */
  listedPort(code: string): number | null {
    const listing = this.redisCli('hget', 'roomcaches', code);
    if (!listing) return null;
    return Number((JSON.parse(listing) as { publicAddress: string }).publicAddress.split(':')[1]);
  }

  async stop(): Promise<void> {
    for (const server of this.servers.values()) server.kill('SIGKILL');
    await this.database?.close().catch(() => undefined);
    this.redis?.stop();
    this.postgres?.stop();
  }
}
