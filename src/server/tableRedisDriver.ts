import { RedisDriver } from '@colyseus/redis-driver';
import { Redis } from 'ioredis';
import { ROOMCACHES, TableListing } from './tableListing';

type Conditions = Parameters<RedisDriver['findOne']>[0];

/** Deletes the listings named in ARGV[2..] that still name the process ARGV[1]. Atomic in Redis. */
const CLEANUP = `
local removed = 0
for i = 2, #ARGV do
  local stored = redis.call('hget', KEYS[1], ARGV[i])
  if stored and cjson.decode(stored).processId == ARGV[1] then
    removed = removed + redis.call('hdel', KEYS[1], ARGV[i])
  end
end
return removed`;

/**
 * Colyseus' Redis driver, through its public methods only, with two changes for table rooms, whose room
 * id is the table's code (a connection of its own runs the scripts):
 *
 * - A search by code is one HGET. The stock driver answers any search but by room id with an HGETALL of
 *   every room's listing, filtered in the process: a join would read every live room's listing, which
 *   does not scale to many thousands of tables.
 * - A room's listing is a TableListing: written (after its first save) and removed only while it is
 *   still this room's. Two rooms of one table can live at once in two processes (one stalled past the
 *   matchmaker's health check, the other re-created from the database): the stale one must not delete or
 *   overwrite the live one's listing when it updates its client count or is disposed. Likewise, dropping
 *   a dead process's rooms spares a listing that another process re-made meanwhile.
 */
export class TableRedisDriver extends RedisDriver {
  private readonly redis: Redis;

  constructor(url: string) {
    super(url);
    this.redis = new Redis(url);
  }

  override createInstance(initialValues: Parameters<RedisDriver['createInstance']>[0] = {}) {
    return new TableListing(initialValues, this.redis) as unknown as ReturnType<
      RedisDriver['createInstance']
    >;
  }

  override async cleanup(processId: string): Promise<void> {
    const rooms = await this.query({ processId });
    for (let from = 0; from < rooms.length; from += 500) {
      const ids = rooms.slice(from, from + 500).map((room) => room.roomId);
      await this.redis.eval(CLEANUP, 1, ROOMCACHES, processId, ...ids);
    }
  }

  override async findOne(conditions: Conditions, sortOptions?: Parameters<RedisDriver['findOne']>[1]) {
    const code = (conditions as { code?: unknown }).code;
    if (typeof code !== 'string' || conditions.roomId !== undefined)
      return super.findOne(conditions, sortOptions);
    const room = await super.findOne({ roomId: code });
    const matches =
      room &&
      Object.entries(conditions).every(
        ([field, value]) => (room as unknown as Record<string, unknown>)[field] === value,
      );
    return (matches ? room : undefined) as Awaited<ReturnType<RedisDriver['findOne']>>;
  }

  /** Whether Redis answers (the readiness check). */
  async reachable(): Promise<boolean> {
    return this.redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    );
  }

  override async shutdown(): Promise<void> {
    await super.shutdown();
    await this.redis.quit();
  }
}
