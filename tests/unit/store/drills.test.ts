import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keyToOffset } from '../../../src/engine';
import type { HexKey } from '../../../src/engine/ids';
import { DEFAULT_THRESHOLDS, initPhysics } from '../../../src/physics';
import type { CubeScore, VolleyScore } from '../../../src/physics/scoreTypes';
import { readBests } from '../../../src/store/practice/practiceDb';
import { useDrillStore } from '../../../src/store/sandbox/drillStore';
import { DRILLS, drillMet, drillOf } from '../../../src/store/sandbox/drills';
import { drillWords, freshTally, scoreWords, tallyVolley } from '../../../src/store/sandbox/drillTally';
import { useSandboxStore } from '../../../src/store/sandbox/sandboxStore';
import { followDrills } from '../../../src/store/wiring';
import { fireInput } from '../../../src/table/fire';
import { emptySeaLayout, layoutInput, spaceOf } from '../../../src/table/sandboxLayout';

const cube = (change: Partial<CubeScore>): CubeScore => ({
  cube: 0,
  award: 'none',
  piece: null,
  part: null,
  deciding: null,
  hits: [],
  rest: { kind: 'board' },
  ...change,
});

const scored = (cubes: CubeScore[], knockedOff = false): VolleyScore => ({
  cubes,
  captains: [{ ship: 'blue', target: true, knockedOff, verdict: knockedOff ? 'offDeck' : 'onDeck', drop: 0 }],
  best: knockedOff ? 'knockedOff' : 'none',
  judgedStep: 0,
  endedBy: 'rest',
  outcome: { source: 'ship', best: 'none', captainsKnockedOff: [], shipsHit: [] },
});

describe('a drill’s goal, judged over a volley’s score', () => {
  it('landing counts only a cube landed on the goal’s piece', () => {
    const goal = drillOf('land5').goal;
    expect(drillMet(goal, scored([cube({ award: 'landed', piece: 'blue' })]))).toBe(true);
    expect(drillMet(goal, scored([cube({ award: 'hit', piece: 'blue' })]))).toBe(false);
    expect(drillMet(goal, scored([cube({ award: 'landed', piece: 'green' })]))).toBe(false);
  });

  it('knocking off counts any captain overboard; hitting the tower counts a hit or a landing on it', () => {
    expect(drillMet(drillOf('captain').goal, scored([cube({})], true))).toBe(true);
    expect(drillMet(drillOf('captain').goal, scored([cube({ award: 'landed', piece: 'blue' })]))).toBe(false);
    const tower = drillOf('krakenTower').goal;
    const hit = { piece: 'tower', part: 'hull' as const, step: 3, impulse: 90 };
    expect(drillMet(tower, scored([cube({ award: 'hit', piece: 'tower', hits: [hit] })]))).toBe(true);
    expect(drillMet(tower, scored([cube({ award: 'landed', piece: 'tower' })]))).toBe(true);
    expect(drillMet(tower, scored([cube({ award: 'hit', piece: 'blue' })]))).toBe(false);
  });

  it('each drill sets its pieces 3, 5 or 7 spaces apart in open water', () => {
    const gaps = DRILLS.map((drill) => {
      const [firer, target] = drill.layout.pieces;
      return [
        drill.id,
        firer?.id,
        drill.layout.firing,
        target?.id,
        target && firer ? gap(firer.hex, target.hex) : 0,
      ];
    });
    expect(gaps).toEqual([
      ['land3', 'red', 'red', 'blue', 3],
      ['land5', 'red', 'red', 'blue', 5],
      ['land7', 'red', 'red', 'blue', 7],
      ['captain', 'red', 'red', 'blue', 5],
      ['krakenTower', 'kraken', 'kraken', 'tower', 4],
      ['threeInARow', 'red', 'red', 'blue', 3],
    ]);
  });
});

/** Spaces between two spaces of the same row (every drill lays its pieces along one row). */
const gap = (a: string, b: string) => keyToOffset(b as HexKey).col - keyToOffset(a as HexKey).col;

describe('a drill’s tally', () => {
  it('a met goal lengthens the streak, a miss ends it; the best is the longest streak', () => {
    const run = [true, true, false, true, true, true, false];
    let tally = freshTally(2);
    const tallies = run.map((met) => {
      tally = tallyVolley(tally, met, 1);
      return tally;
    });
    expect(tallies.map((t) => [t.streak, t.best, t.score])).toEqual([
      [1, 2, 1],
      [2, 2, 2],
      [0, 2, 2],
      [1, 2, 3],
      [2, 2, 4],
      [3, 3, 5],
      [0, 3, 5],
    ]);
    expect(scoreWords(tallies[6] ?? freshTally())).toBe('Score 5 of 7');
  });

  it('three in a row earns a point for every third landing running, and says so', () => {
    const drill = drillOf('threeInARow');
    let tally = freshTally();
    const words: string[] = [];
    for (const met of [true, true, true, true, false]) {
      tally = tallyVolley(tally, met, drill.run);
      words.push(drillWords(drill, met, tally));
    }
    expect(tally).toEqual({ tries: 5, score: 1, streak: 0, best: 4 });
    expect(words).toEqual([
      'Landed on the ship at 3 spaces: streak 1, best 1',
      'Landed on the ship at 3 spaces: streak 2, best 2',
      'Three in a row! Landed on the ship at 3 spaces: streak 3, best 3',
      'Landed on the ship at 3 spaces: streak 4, best 4',
      'Missed the ship at 3 spaces: streak 0, best 4',
    ]);
  });
});

describe('the drill store, following the sandbox', () => {
  let stop: (() => void) | null = null;
  beforeAll(async () => {
    await initPhysics();
  });
  afterEach(() => {
    stop?.();
    useDrillStore.getState().stop();
  });

  it('judges each sandbox volley by its real result, keeps the best on the device, and ends when a piece moves', async () => {
    stop = followDrills();
    const drills = useDrillStore.getState();
    useSandboxStore.getState().setLayout(emptySeaLayout());
    // a volley from a free table before the drill
    useSandboxStore.getState().fire(0.4, 'typed');
    drills.start('land3');
    expect(useSandboxStore.getState().layout).toEqual(drillOf('land3').layout);
    // the earlier free table's volley, repeated, is not the drill's
    useSandboxStore.getState().repeat();
    expect(useDrillStore.getState().last).toBeNull();

    const sandbox = useSandboxStore.getState();
    sandbox.setSeed(1);
    sandbox.fire(0.25, 'typed');
    const first = useDrillStore.getState().last;
    // what the physics says of the same volley decides it
    const real = fireInput(layoutInput(drillOf('land3').layout, 0.25, 1), DEFAULT_THRESHOLDS).score;
    expect(first?.met).toBe(drillMet(drillOf('land3').goal, real));
    expect(first?.met).toBe(true);
    expect(first?.words).toBe('Landed on the ship at 3 spaces: streak 1, best 1');
    useSandboxStore.getState().setSeed(1);
    useSandboxStore.getState().fire(0.9, 'typed');
    expect(useDrillStore.getState().last?.words).toBe('Missed the ship at 3 spaces: streak 0, best 1');
    expect(useDrillStore.getState().tallies.land3).toEqual({ tries: 2, score: 1, streak: 0, best: 1 });
    await expect.poll(() => readBests()).toEqual({ land3: 1 });

    // moving a piece ends the drill: the next volley is free practice
    expect(useSandboxStore.getState().move('blue', spaceOf(8, 6))).toBe(true);
    expect(useDrillStore.getState()).toMatchObject({
      active: null,
      message: { text: 'Drill stopped: the pieces were moved.' },
    });
    useSandboxStore.getState().fire(0.25, 'typed');
    expect(useDrillStore.getState().tallies.land3?.tries).toBe(2);
  });

  it('a drill started before the device answered takes its kept best once read', async () => {
    useDrillStore.setState({ bests: {}, tallies: {} });
    useDrillStore.getState().start('land3');
    expect(useDrillStore.getState().tallies.land3?.best).toBe(0);
    await useDrillStore.getState().load();
    expect(useDrillStore.getState().tallies.land3).toEqual({ tries: 0, score: 0, streak: 0, best: 1 });
  });

  it('stands a knocked-off captain again for the drill’s next volley', () => {
    stop = followDrills();
    useDrillStore.getState().start('captain');
    useSandboxStore.getState().setSeed(2);
    useSandboxStore.getState().fire(0.6, 'typed');
    expect(useDrillStore.getState().last?.met).toBe(true);
    expect(useSandboxStore.getState().knocked).toEqual([]);
  });
});
