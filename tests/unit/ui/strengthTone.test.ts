import { describe, expect, it } from 'vitest';
import { toneFrequency, toneStep } from '../../../src/ui/sandbox/strengthTone';

describe('the strength heard as a tone', () => {
  it('rises two octaves from no pull to full, equal steps of strength an equal step of pitch', () => {
    expect(toneFrequency(0)).toBe(220);
    expect(toneFrequency(1)).toBeCloseTo(880, 9);
    expect(toneFrequency(0.5)).toBeCloseTo(440, 9);
    expect(toneFrequency(0.3) / toneFrequency(0.2)).toBeCloseTo(toneFrequency(0.8) / toneFrequency(0.7), 9);
    expect(toneFrequency(-1)).toBe(220);
    expect(toneFrequency(2)).toBeCloseTo(880, 9);
  });

  it('blips once per 5 % step, not once per frame', () => {
    expect(toneStep(0.41)).toBe(toneStep(0.42));
    expect(toneStep(0.4)).not.toBe(toneStep(0.45));
    expect(toneStep(1)).toBe(20);
  });
});
