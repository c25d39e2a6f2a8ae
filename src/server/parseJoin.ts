import { ServerError } from '@colyseus/core';
import { isLevelId } from '../captains/levels';
import { type JoinOptions, joinIssue, joinOptionsSchema } from '../table/onlineMessages';

/**
 * Join options as the protocol has them, or a refusal naming the first problem (and a level no captain
 * has, for a seat or to stand in).
 */
export function parseJoin(options: unknown): JoinOptions {
  const parsed = joinOptionsSchema.safeParse(options);
  if (!parsed.success) throw new ServerError(400, joinIssue(options, parsed.error));
  const join = parsed.data;
  if (
    'create' in join &&
    join.create.seats.some((spec) => spec.kind === 'computer' && !isLevelId(spec.level))
  )
    throw new ServerError(400, 'No captain has that level');
  const onTimeout = 'create' in join ? join.create.clock?.onTimeout : undefined;
  if (onTimeout?.kind === 'captain' && !isLevelId(onTimeout.level))
    throw new ServerError(400, 'No captain has that level to play for an absent seat');
  return join;
}
