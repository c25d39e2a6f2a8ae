import { RedisDriver } from '@colyseus/redis-driver';

type Conditions = Parameters<RedisDriver['findOne']>[0];
type Listing = ReturnType<RedisDriver['createInstance']>;

/** The driver's own ioredis client (private in its typings), as far as it is used here. */
interface ScriptClient {
  eval(script: string, keys: number, ...args: string[]): Promise<unknown>;
}

/** The Redis hash of every room's listing, by room id (the stock driver's key). */
const ROOMCACHES = 'roomcaches';

/**
 * Writes or deletes a room's listing (ARGV[1]: the room id) only while the stored listing is this room's:
 * the same process (ARGV[2]) and creation time (ARGV[3]; two rooms of one code may follow each other in
 * one process). ARGV[4] is the listing to write; without it, the listing is deleted. Atomic in Redis.
 */
const IF_STILL_MINE = `
local stored = redis.call('hget', KEYS[1], ARGV[1])
if not stored then return 0 end
local listing = cjson.decode(stored)
if listing.processId ~= ARGV[2] or listing.createdAt ~= ARGV[3] then return 0 end
if ARGV[4] then return redis.call('hset', KEYS[1], ARGV[1], ARGV[4]) end
return redis.call('hdel', KEYS[1], ARGV[1])`;

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
 * Colyseus' Redis driver, with two changes for table rooms, whose room id is the table's code:
 *
 * - A search by code is one HGET. The stock driver answers any search but by room id with an HGETALL of
 *   every room's listing, filtered in the process: a join would read every live room's listing, which
 *   does not scale to many thousands of tables.
 * - A room's listing is written (after its first save) and removed only while it is still this room's.
 *   Two rooms of one table can live at once in two processes (one stalled past the matchmaker's health
 *   check, the other re-created from the database): the stale one must not delete or overwrite the live
 *   one's listing when it updates its client count or is disposed (the stock `hdel roomcaches <code>`).
 *   Likewise, dropping a dead process's rooms spares a listing that another process re-made meanwhile.
 */
export class TableRedisDriver extends RedisDriver {
  private get scripts(): ScriptClient {
    return (this as unknown as { _client: ScriptClient })._client;
  }

  override createInstance(initialValues?: Parameters<RedisDriver['createInstance']>[0]): Listing {
    const listing = super.createInstance(initialValues);
    // The stock RoomData's save() and remove() end in its own hset() and hdel(): those are replaced.
    const stock = listing as unknown as {
      hset(key: string, field: string, value: string): Promise<unknown>;
      hdel(key: string, field: string): Promise<unknown>;
    };
    const firstSave = stock.hset.bind(listing);
    const anyDelete = stock.hdel.bind(listing);
    let saved = false;
    const mine = (field: string) => [field, listing.processId, new Date(listing.createdAt).toISOString()];
    stock.hset = (key, field, value) => {
      if (key !== ROOMCACHES) return firstSave(key, field, value);
      // the room's creation lists it whatever was there: it was just made from the latest stored state
      if (!saved) {
        saved = true;
        return firstSave(key, field, value);
      }
      return this.scripts.eval(IF_STILL_MINE, 1, key, ...mine(field), value);
    };
    stock.hdel = (key, field) =>
      key === ROOMCACHES ? this.scripts.eval(IF_STILL_MINE, 1, key, ...mine(field)) : anyDelete(key, field);
    return listing;
  }

  override async cleanup(processId: string): Promise<void> {
    const rooms = await this.query({ processId });
    for (let from = 0; from < rooms.length; from += 500) {
      const ids = rooms.slice(from, from + 500).map((room) => room.roomId);
      await this.scripts.eval(CLEANUP, 1, ROOMCACHES, processId, ...ids);
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
}
