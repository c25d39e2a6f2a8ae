import { describe, expect, it } from 'vitest';
import { parseVolleyInput, randomVolleyInput, SPACE_CM, volleyInputSchema } from '../../../src/physics';

describe('volley input', () => {
  it('random sweep scenes are valid JSON inputs and depend on their seed only', () => {
    for (let seed = 0; seed < 200; seed++) {
      const input = randomVolleyInput(seed);
      expect(volleyInputSchema.safeParse(JSON.parse(JSON.stringify(input))).success).toBe(true);
      expect(randomVolleyInput(seed)).toEqual(input);
      // The firer's own ship is never a target (V2).
      const own = input.others.filter((o) => o.kind === 'ship' && !o.isTarget);
      expect(own.length).toBe(input.firing.kind === 'ship' ? 0 : 1);
    }
  });

  it('puts targets in front of the firer, at 2–10 spaces unless the board is too small', () => {
    let inFront = 0;
    let total = 0;
    for (let seed = 0; seed < 200; seed++) {
      const { firing, others } = randomVolleyInput(seed, { source: 'ship' });
      for (const target of others.filter((o) => o.isTarget)) {
        const dx = target.x - firing.x;
        const dz = target.z - firing.z;
        const forward = (dx * Math.cos(firing.yaw) - dz * Math.sin(firing.yaw)) / Math.hypot(dx, dz);
        const spaces = Math.hypot(dx, dz) / SPACE_CM;
        total++;
        if (forward > Math.cos((51 * Math.PI) / 180) && spaces >= 1.99 && spaces <= 10.01) inFront++;
      }
    }
    expect(inFront / total).toBeGreaterThan(0.9);
  });

  it('the schema refuses bad inputs with the field named', () => {
    const good = randomVolleyInput(1);
    expect(() => parseVolleyInput({ ...good, strike: { strength: 2 } })).toThrow(/strike\.strength/);
    expect(() => parseVolleyInput({ ...good, seed: -1 })).toThrow(/seed/);
    expect(() =>
      parseVolleyInput({ ...good, firing: { ...good.firing, kind: 'ship', id: 'purple' } }),
    ).toThrow(/firing\.id/);
    expect(() =>
      parseVolleyInput({ ...good, others: [...good.others, { ...good.firing, isTarget: true }] }),
    ).toThrow(/duplicate/);
  });
});
