/**
 * Keys no save of the game writes and that JavaScript treats specially: an own "__proto__" read back into
 * an object would set its prototype instead (so the state loaded would not be the one the checksum vouched
 * for), and "constructor" and "prototype" are the next ways in. A file holding any of them is refused.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface ForbiddenKey {
  key: string;
  /** Where it sits: the keys and indices of the object holding it, from the top of the file. */
  path: (string | number)[];
}

/** The first forbidden own key anywhere in parsed JSON, or null; walked without recursion (deep files). */
export function forbiddenKey(json: unknown): ForbiddenKey | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: json, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (Array.isArray(value)) {
      value.forEach((element, index) => {
        stack.push({ value: element, path: [...path, index] });
      });
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (FORBIDDEN_KEYS.has(key)) return { key, path };
        stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
      }
    }
  }
  return null;
}
