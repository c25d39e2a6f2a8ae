import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, initPhysics } from '../../../src/physics';
import { type SandboxVolley, useSandboxStore } from '../../../src/store/sandbox/sandboxStore';
import { useSettingsStore } from '../../../src/store/settings/settingsStore';
import { usePresetStore } from '../../../src/store/tuning/thresholdPresets';
import { rescoreVolleys, useTuningStore } from '../../../src/store/tuning/tuningStore';
import { emptySeaLayout } from '../../../src/table/sandboxLayout';

/** A spread of strengths at a ship three spaces ahead: hits, a landing and misses. */
const STRENGTHS = [0.12, 0.2, 0.3, 0.42, 0.5, 0.6];
let fired: SandboxVolley[] = [];

/** Every store back to its first state, then the sandbox's layout and the volleys fired once. */
function freshStores() {
  for (const store of [useSandboxStore, useTuningStore, usePresetStore, useSettingsStore] as const)
    (store as { setState: (s: unknown, replace: true) => void }).setState(store.getInitialState(), true);
  const sandbox = useSandboxStore.getState();
  sandbox.setLayout(emptySeaLayout());
  sandbox.setSeed(11);
  sandbox.setKeepSeed(true);
  useSandboxStore.setState({ volleys: fired });
}

beforeAll(async () => {
  await initPhysics();
  freshStores();
  for (const strength of STRENGTHS) {
    useSandboxStore.getState().reset();
    useSandboxStore.getState().fire(strength, 'typed');
  }
  fired = useSandboxStore.getState().volleys;
});

beforeEach(freshStores);

describe('sandbox volleys', () => {
  it('repeat exactly gives the same trace hash; vary draws a new seed', () => {
    const sandbox = useSandboxStore.getState();
    const last = sandbox.volleys.at(-1);
    const again = sandbox.repeat();
    expect(again?.hash).toBe(last?.hash);
    expect(again?.input).toEqual(last?.input);
    const varied = useSandboxStore.getState().vary();
    expect(varied?.input.seed).not.toBe(last?.input.seed);
    expect({ ...varied?.input, seed: 0 }).toEqual({ ...last?.input, seed: 0 });
  });
});

describe('re-scoring the session', () => {
  it('with the reference values nothing is marked', () => {
    const { volleys } = useSandboxStore.getState();
    const marks = rescoreVolleys(volleys, DEFAULT_THRESHOLDS, DEFAULT_THRESHOLDS);
    expect(marks).toHaveLength(volleys.length);
    expect(marks.some((m) => m.changed)).toBe(false);
  });

  it('a raised hit impulse marks exactly the volleys whose outcome changed', () => {
    useTuningStore.getState().loadPreset('Default');
    expect(useTuningStore.getState().setThreshold('hitImpulse', 100)).toBeNull();
    const { thresholds, reference } = useTuningStore.getState();
    const { volleys } = useSandboxStore.getState();
    expect(volleys.map((v) => v.input.strike.strength)).toEqual(STRENGTHS);
    const marks = rescoreVolleys(volleys, reference.thresholds, thresholds);
    // the two short volleys only hit blue's hull (no impulse reaches 100); the 0.3 one lands on
    // blue, which needs no impulse; the long ones miss whatever the threshold
    expect(marks.map((m) => m.changed)).toEqual([true, true, false, false, false, false]);
    expect(marks.map((m) => [m.before.best, m.after.best])).toEqual([
      ['hit', 'none'],
      ['hit', 'none'],
      ['landed', 'landed'],
      ['none', 'none'],
      ['none', 'none'],
      ['none', 'none'],
    ]);
  });

  it('an out-of-bounds value is refused and changes nothing', () => {
    const before = useTuningStore.getState().thresholds;
    expect(useTuningStore.getState().setThreshold('timeCap', 60)).toMatch(/between 0.5 and 6 s/);
    expect(useTuningStore.getState().thresholds).toBe(before);
  });

  it('loading a preset sets the working values, the reference and the game’s preset', () => {
    expect(usePresetStore.getState().save('Gentle', { ...DEFAULT_THRESHOLDS, hitImpulse: 20 })).toEqual({
      ok: true,
    });
    useTuningStore.getState().loadPreset('Gentle');
    expect(useTuningStore.getState().thresholds.hitImpulse).toBe(20);
    expect(useTuningStore.getState().reference.name).toBe('Gentle');
    expect(useSettingsStore.getState().thresholdPreset).toBe('Gentle');
  });
});
