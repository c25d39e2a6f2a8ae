import { boardFor } from './board';
import type { VolleySource } from './ids';
import type { Rejection } from './rejection';
import { sourceRejection, volleyTimingRejection } from './resolveVolley';
import type { TableState } from './tableState';

/**
 * Why a volley from `source` may not be fired now (T2, T3, M3, V1), or null when it may: the same checks
 * `execute(resolveVolley)` makes before it looks at the outcome, asked directly.
 */
export function volleySourceRefusal(state: TableState, source: VolleySource): Rejection | null {
  return volleyTimingRejection(state, boardFor(state.mapId)) ?? sourceRejection(state, source);
}

/** Whether a cannon volley may be fired now from some source (T2): the interface offers the lever only then. */
export function canFireVolley(state: TableState): boolean {
  return volleyTimingRejection(state, boardFor(state.mapId)) === null;
}
