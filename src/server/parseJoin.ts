import { ServerError } from '@colyseus/core';
import { isLevelId } from '../captains/levels';
import { firstIssue, type JoinOptions, joinOptionsSchema } from '../table/onlineMessages';

/** Join options as the protocol has them, or a refusal naming the first problem (and a level no captain has). */
export function parseJoin(options: unknown): JoinOptions {
  const parsed = joinOptionsSchema.safeParse(options);
  if (!parsed.success) throw new ServerError(400, firstIssue(parsed.error));
  const join = parsed.data;
  if (
    'create' in join &&
    join.create.seats.some((spec) => spec.kind === 'computer' && !isLevelId(spec.level))
  )
    throw new ServerError(400, 'No captain has that level');
  return join;
}
