import { hashText } from './hashText';
import type { VolleyTrace } from './traceTypes';

/**
 * Canonical JSON: object keys sorted, numbers as JavaScript prints them (the same in every engine),
 * undefined fields left out. The same trace always gives the same text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * A 64-bit fingerprint (16 hex digits: two FNV-1a runs with different bases) of the trace's
 * canonical JSON: equal traces hash equal in Node and in the browser (P6).
 */
export function traceHash(trace: VolleyTrace): string {
  return hashText(canonicalJson(trace));
}
