import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/physics';

describe('canonical JSON of a trace', () => {
  it('sorts keys, keeps arrays in order and drops undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [3, { d: undefined, c: -0 }], e: null })).toBe(
      '{"a":[3,{"c":0}],"b":1,"e":null}',
    );
  });
});
