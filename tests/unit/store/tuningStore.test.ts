import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, initPhysics, scoreVolley } from '../../../src/physics';
import { emptySeaLayout } from '../../../src/store/sandboxLayout';
import { useSandboxStore } from '../../../src/store/sandboxStore';
import { useSettingsStore } from '../../../src/store/settingsStore';
import { usePresetStore } from '../../../src/store/thresholdPresets';
import { rescoreVolleys, useTuningStore } from '../../../src/store/tuningStore';

beforeAll(async () => {
  await initPhysics();
  const sandbox = useSandboxStore.getState();
  sandbox.setLayout(emptySeaLayout());
  sandbox.setSeed(11);
  sandbox.setKeepSeed(true);
  // a spread of strengths at a ship three spaces ahead: hits, landings and misses
  for (const strength of [0.12, 0.2, 0.3, 0.42, 0.5, 0.6]) {
    sandbox.reset();
    sandbox.fire(strength, 'typed');
  }
});

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
    const marks = rescoreVolleys(volleys, reference.thresholds, thresholds);
    const expected = volleys.map(
      (v) =>
        JSON.stringify(scoreVolley(v.trace, DEFAULT_THRESHOLDS).outcome) !==
        JSON.stringify(scoreVolley(v.trace, { ...DEFAULT_THRESHOLDS, hitImpulse: 100 }).outcome),
    );
    expect(marks.map((m) => m.changed)).toEqual(expected);
    expect(expected.some(Boolean), 'some volley should hinge on its hits').toBe(true);
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
