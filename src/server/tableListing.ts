import type { IRoomCache, RoomCache } from '@colyseus/core';
import type { Redis } from 'ioredis';

/** The Redis hash of every room's listing, by room id (the key Colyseus' Redis driver reads). */
export const ROOMCACHES = 'roomcaches';

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

/**
 * A table room's listing in Redis (Colyseus' `RoomCache`, stored as the stock Redis driver stores its
 * own, so its lookups read it). Its first save lists the room whatever was there (it was just made from
 * the latest stored state); after that it is rewritten (client counts) or deleted (disposal) only while
 * the stored listing is still this room's, so a stale room never touches the live one's listing.
 */
export class TableListing implements RoomCache {
  [property: string]: unknown;
  clients = 0;
  locked = false;
  private = false;
  maxClients = Number.POSITIVE_INFINITY;
  unlisted = false;
  metadata: unknown = undefined;
  name = '';
  processId = '';
  roomId = '';
  createdAt = new Date();
  readonly #redis: Redis;
  #saved = false;
  #removed = false;

  constructor(initialValues: Partial<IRoomCache>, redis: Redis) {
    Object.assign(this, initialValues);
    this.createdAt = new Date(initialValues.createdAt ?? Date.now());
    this.#redis = redis;
  }

  private mine(): string[] {
    return [this.roomId, this.processId, this.createdAt.toISOString()];
  }

  async save(): Promise<void> {
    if (this.#removed || !this.roomId) return;
    const listing = JSON.stringify(this);
    if (!this.#saved) {
      this.#saved = true;
      await this.#redis.hset(ROOMCACHES, this.roomId, listing);
    } else await this.#redis.eval(IF_STILL_MINE, 1, ROOMCACHES, ...this.mine(), listing);
  }

  updateOne(operations: { $set?: Record<string, unknown>; $inc?: Record<string, number> }): Promise<void> {
    Object.assign(this, operations.$set);
    for (const [field, by] of Object.entries(operations.$inc ?? {}))
      this[field] = ((this[field] as number) ?? 0) + by;
    return this.save();
  }

  async remove(): Promise<void> {
    if (!this.roomId) return;
    this.#removed = true;
    await this.#redis.eval(IF_STILL_MINE, 1, ROOMCACHES, ...this.mine());
  }
}
