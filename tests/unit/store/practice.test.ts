import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, initPhysics } from '../../../src/physics';
import { parsePracticeFile, practiceJson } from '../../../src/store/practice/practiceFile';
import { type PracticeShot, shotOf } from '../../../src/store/practice/practiceShot';
import { dayRates, spreads, spreadWords } from '../../../src/store/practice/practiceStats';
import { usePracticeStore } from '../../../src/store/practice/practiceStore';
import { fireInput } from '../../../src/table/fire';
import { emptySeaLayout, layoutInput } from '../../../src/table/sandboxLayout';

const shot = (change: Partial<PracticeShot>): PracticeShot => ({
  at: '2026-12-05T07:00:00.000Z',
  source: 'ship',
  strength: 0.47,
  distance: 5.1,
  best: 'hit',
  landed: false,
  ...change,
});

describe('the spread of a player’s volleys', () => {
  it('groups by source and whole spaces reached, with the strengths’ mean and sample deviation', () => {
    const found = spreads([
      shot({ strength: 0.44, distance: 4.8 }),
      shot({ strength: 0.47, distance: 5.2 }),
      shot({ strength: 0.5, distance: 5.4 }),
      shot({ strength: 0.3, distance: 3 }),
      shot({ source: 'kraken', strength: 0.6, distance: 5 }),
      shot({ strength: 0.9, distance: null }),
    ]);
    expect(found.map((s) => [s.source, s.spaces, s.count])).toEqual([
      ['kraken', 5, 1],
      ['ship', 3, 1],
      ['ship', 5, 3],
    ]);
    const five = found[2];
    expect(five?.mean).toBeCloseTo(0.47, 10);
    expect(five?.sd).toBeCloseTo(0.03, 10);
    expect(five && spreadWords(five)).toBe('for 5 spaces from your ship: 0.47 ± 0.03');
    expect(found[0]?.sd).toBe(0);
  });

  it('rates each day: hit or better, and a cube landed', () => {
    const rates = dayRates([
      shot({ at: '2026-12-04T10:00:00.000Z', best: 'none' }),
      shot({ at: '2026-12-05T10:00:00.000Z', best: 'landed', landed: true }),
      shot({ at: '2026-12-05T11:00:00.000Z', best: 'hit' }),
      shot({ at: '2026-12-04T11:00:00.000Z', best: 'knockedOff' }),
    ]);
    expect(rates).toEqual([
      { day: '2026-12-04', count: 2, hitRate: 0.5, landRate: 0 },
      { day: '2026-12-05', count: 2, hitRate: 1, landRate: 0.5 },
    ]);
  });
});

describe('a fired volley kept as a shot', () => {
  it('measures how far the cubes rested from the firer, in spaces', async () => {
    await initPhysics();
    const { trace, score } = fireInput(layoutInput(emptySeaLayout(), 0.42, 11), DEFAULT_THRESHOLDS);
    const kept = shotOf(trace, score, new Date('2026-12-05T07:00:00Z'));
    expect(kept).toMatchObject({
      source: 'ship',
      strength: 0.42,
      best: score.best,
      at: '2026-12-05T07:00:00.000Z',
    });
    // a softer pull rests nearer the firer
    const soft = fireInput(layoutInput(emptySeaLayout(), 0.2, 11), DEFAULT_THRESHOLDS);
    const near = shotOf(soft.trace, soft.score, new Date());
    expect(near.distance).toBeGreaterThan(0);
    expect(near.distance).toBeLessThan(kept.distance ?? 0);
  });
});

describe('the history file and the device store', () => {
  it('exports and reads back; a broken file is refused with the field at fault', () => {
    const shots = [shot({}), shot({ source: 'tower', best: 'none', distance: null })];
    expect(parsePracticeFile(practiceJson(shots))).toEqual({ ok: true, shots });
    expect(parsePracticeFile('{')).toEqual({ ok: false, reason: 'The history file is not valid JSON.' });
    const bad = JSON.parse(practiceJson([shot({ strength: 2 })]));
    const result = parsePracticeFile(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^History not loaded: shots\.0\.strength: /);
  });

  it('keeps volleys on the device, imports without doubles, refuses a bad file unchanged, and clears', async () => {
    const store = usePracticeStore.getState();
    await store.load();
    await store.keep(shot({}));
    await store.keep(shot({ at: '2026-12-05T07:01:00.000Z' }));
    const file = usePracticeStore.getState().exportText();
    // a fresh visit reads them back from IndexedDB
    usePracticeStore.setState(usePracticeStore.getInitialState(), true);
    await usePracticeStore.getState().load();
    expect(usePracticeStore.getState().shots).toHaveLength(2);
    expect(await usePracticeStore.getState().importText(file)).toBe(true);
    expect(usePracticeStore.getState().shots).toHaveLength(2);
    expect(usePracticeStore.getState().message?.text).toBe('History loaded: 0 new volleys.');
    expect(await usePracticeStore.getState().importText('[]')).toBe(false);
    expect(usePracticeStore.getState().shots).toHaveLength(2);
    await usePracticeStore.getState().clear();
    usePracticeStore.setState(usePracticeStore.getInitialState(), true);
    await usePracticeStore.getState().load();
    expect(usePracticeStore.getState().shots).toEqual([]);
  });
});
