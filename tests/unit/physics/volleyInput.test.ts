import { describe, expect, it } from 'vitest';
import { type Facing, facingToward, type HexKey, hexDistance, standardMap } from '../../../src/engine';
import {
  DEFAULT_BOARD,
  parseVolleyInput,
  randomVolleyInput,
  SPACE_CM,
  volleyInputSchema,
} from '../../../src/physics';
import { boardExtent, facingYaw, hexWorld } from '../../../src/physics/boardLayout';

const map = standardMap;
const at = (x: number, z: number) => `${x.toFixed(3)},${z.toFixed(3)}`;
/** Every hex of the standard map by where it stands in the world. */
const HEX_AT = new Map<string, HexKey>(
  (Object.keys(map.terrain) as HexKey[]).map((key) => {
    const { x, z } = hexWorld(map, key);
    return [at(x, z), key];
  }),
);
const hexOf = (piece: { x: number; z: number }) => HEX_AT.get(at(piece.x, piece.z));
const islandHexes = new Set<HexKey>([
  ...Object.values(map.islands).flat(),
  ...Object.values(map.homes).flat(),
]);
const yawFacing = (yaw: number) => Math.round(yaw / (Math.PI / 3));

describe('volley input', () => {
  it('random sweep scenes are valid JSON inputs and depend on their seed only, byte for byte', () => {
    for (let seed = 0; seed < 200; seed++) {
      const input = randomVolleyInput(seed);
      expect(volleyInputSchema.safeParse(JSON.parse(JSON.stringify(input))).success, `seed ${seed}`).toBe(
        true,
      );
      expect(JSON.stringify(randomVolleyInput(seed)), `seed ${seed}`).toBe(JSON.stringify(input));
      // The firer's own ship is never a target (V2).
      const own = input.others.filter((o) => o.kind === 'ship' && !o.isTarget);
      expect(own.length, `seed ${seed}`).toBe(input.firing.kind === 'ship' ? 0 : 1);
    }
  });

  it('lays every piece and island on a real space of the standard map, one piece a hex', () => {
    expect(randomVolleyInput(1).board).toEqual(boardExtent(map));
    expect({ ...DEFAULT_BOARD }).toEqual(boardExtent(map));
    const sources = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      const input = randomVolleyInput(seed);
      sources.add(input.firing.kind);
      const pieces = [input.firing, ...input.others];
      const hexes = pieces.map(hexOf);
      pieces.forEach((piece, i) => {
        const hex = hexes[i];
        expect(hex, `seed ${seed}: ${piece.id} off the map's hexes`).toBeDefined();
        if (piece.kind === 'tower') expect(hex).toBe(map.tower);
        else expect(map.terrain[hex as HexKey]?.kind, `seed ${seed}: ${piece.id}`).toBe('sea');
        // Facings are the six hex facings.
        expect(facingYaw(yawFacing(piece.yaw) as Facing)).toBeCloseTo(piece.yaw, 12);
        expect(yawFacing(piece.yaw)).toBeGreaterThanOrEqual(0);
        expect(yawFacing(piece.yaw)).toBeLessThanOrEqual(5);
      });
      expect(new Set(hexes).size).toBe(pieces.length);
      const islands = (input.islands ?? []).map(hexOf);
      expect(islands.length).toBeLessThanOrEqual(3);
      for (const hex of islands)
        expect(islandHexes.has(hex as HexKey), `seed ${seed}: island ${hex}`).toBe(true);
      expect(new Set(islands).size).toBe(islands.length);
      // A ship or the Kraken fires facing the tower, give or take one facing.
      if (input.firing.kind !== 'tower') {
        const toward = facingToward(hexes[0] as HexKey, map.tower);
        const turn = (yawFacing(input.firing.yaw) - toward + 6) % 6;
        expect([5, 0, 1], `seed ${seed}`).toContain(turn);
      }
    }
    expect([...sources].sort()).toEqual(['kraken', 'ship', 'tower']);
  });

  it('puts ship and Kraken targets in front of the firer, 2–10 steps away, unless none is free', () => {
    let inFront = 0;
    let total = 0;
    const misplaced: string[] = [];
    for (const source of ['ship', 'kraken', 'tower'] as const) {
      for (let seed = 0; seed < 200; seed++) {
        const { firing, others } = randomVolleyInput(seed, { source });
        const from = hexOf(firing) as HexKey;
        for (const target of others.filter((o) => o.isTarget && o.kind !== 'tower')) {
          const dx = target.x - firing.x;
          const dz = target.z - firing.z;
          const forward = (dx * Math.cos(firing.yaw) - dz * Math.sin(firing.yaw)) / Math.hypot(dx, dz);
          const steps = hexDistance(from, hexOf(target) as HexKey);
          total++;
          if (forward > Math.cos((50.01 * Math.PI) / 180) && steps >= 2 && steps <= 10) inFront++;
          else misplaced.push(`${source} seed ${seed}: ${target.id}`);
        }
      }
    }
    expect(inFront / total, `not in front: ${misplaced.join('; ')}`).toBeGreaterThan(0.9);
  });

  it('honours the distance, spread, target and island options', () => {
    for (let seed = 0; seed < 100; seed++) {
      const input = randomVolleyInput(seed, {
        source: 'kraken',
        targets: [2, 2],
        distance: [3, 4],
        spread: Math.PI,
        islands: 0,
        standing: 1,
        strength: [0.25, 0.5],
      });
      const from = hexOf(input.firing) as HexKey;
      const targets = input.others.filter((o) => o.isTarget);
      expect(targets.length, `seed ${seed}`).toBe(2);
      for (const target of targets) {
        if (target.kind === 'tower') continue;
        const steps = hexDistance(from, hexOf(target) as HexKey);
        expect(steps, `seed ${seed}: ${target.id}`).toBeGreaterThanOrEqual(3);
        expect(steps, `seed ${seed}: ${target.id}`).toBeLessThanOrEqual(4);
        const spaces = Math.hypot(target.x - input.firing.x, target.z - input.firing.z) / SPACE_CM;
        expect(spaces, `seed ${seed}: ${target.id}`).toBeLessThan(4.01);
      }
      for (const ship of input.others)
        if (ship.kind === 'ship') expect(ship.captainStanding, `seed ${seed}: ${ship.id}`).toBe(true);
      expect(input.islands, `seed ${seed}`).toEqual([]);
      expect(input.strike.strength, `seed ${seed}`).toBeGreaterThanOrEqual(0.25);
      expect(input.strike.strength, `seed ${seed}`).toBeLessThan(0.5);
    }
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
