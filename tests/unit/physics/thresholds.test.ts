import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIM_CONSTANTS,
  DEFAULT_THRESHOLDS,
  parseThresholds,
  THRESHOLD_INFO,
  thresholdsSchema,
} from '../../../src/physics';

describe('thresholds', () => {
  it('the defaults are valid and inside their documented ranges', () => {
    expect(thresholdsSchema.parse(DEFAULT_THRESHOLDS)).toEqual(DEFAULT_THRESHOLDS);
    for (const [key, info] of Object.entries(THRESHOLD_INFO)) {
      const value = DEFAULT_THRESHOLDS[key as keyof typeof DEFAULT_THRESHOLDS];
      expect(value).toBeGreaterThanOrEqual(info.min);
      expect(value).toBeLessThanOrEqual(info.max);
      expect(info.label.length).toBeGreaterThan(0);
      expect(info.unit.length).toBeGreaterThan(0);
    }
    expect(Object.keys(THRESHOLD_INFO).sort()).toEqual(Object.keys(DEFAULT_THRESHOLDS).sort());
  });

  it('what the trace records bounds the ranges', () => {
    expect(THRESHOLD_INFO.hitImpulse.min).toBeGreaterThanOrEqual(DEFAULT_SIM_CONSTANTS.impulseFloor);
    expect(THRESHOLD_INFO.restSpeed.min).toBeGreaterThanOrEqual(DEFAULT_SIM_CONSTANTS.restSpeed);
    expect(THRESHOLD_INFO.timeCap.max).toBeLessThanOrEqual(DEFAULT_SIM_CONSTANTS.maxSeconds);
    // ±25 % of the default settle time still fits in the still tail every trace ends with.
    expect(DEFAULT_THRESHOLDS.settleTime * 1.25).toBeLessThanOrEqual(DEFAULT_SIM_CONSTANTS.restSeconds);
  });

  it('parseThresholds fills missing fields from the defaults', () => {
    expect(parseThresholds('{"hitImpulse": 12}')).toEqual({ ...DEFAULT_THRESHOLDS, hitImpulse: 12 });
    expect(parseThresholds({})).toEqual(DEFAULT_THRESHOLDS);
  });

  it('parseThresholds names the bad field', () => {
    expect(() => parseThresholds({ restSpeed: 'fast' })).toThrow(/restSpeed/);
    expect(() => parseThresholds({ dropDistance: 50 })).toThrow(
      /dropDistance must be between 0.3 and 1.7 cm/,
    );
    expect(() => parseThresholds({ timeCap: Number.NaN })).toThrow(/timeCap/);
    expect(() => parseThresholds({ hitimpulse: 5 })).toThrow(/hitimpulse/);
    expect(() => parseThresholds('{not json')).toThrow(/not valid JSON/);
    expect(() => parseThresholds([])).toThrow(/object/);
  });
});
