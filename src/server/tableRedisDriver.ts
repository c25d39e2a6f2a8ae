import { RedisDriver } from '@colyseus/redis-driver';

type Conditions = Parameters<RedisDriver['findOne']>[0];

/**
 * Colyseus' Redis driver, finding a table's room by its code with one HGET. The stock driver answers
 * any search but by room id with an HGETALL of every room's listing, filtered in the process: a join
 * would read every live room's listing, which does not scale to many thousands of tables. A table
 * room's id is its code (TableRoom.onCreate), so a search by code is a search by room id.
 */
export class TableRedisDriver extends RedisDriver {
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
