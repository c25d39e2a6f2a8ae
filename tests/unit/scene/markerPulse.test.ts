import { describe, expect, it } from 'vitest';
import { GLOW, PULSE_S, pulseOpacity } from '../../../src/scene/markerPulse';

describe("the glowing spaces' pulse", () => {
  it('breathes between its low and its high once a period, smoothly', () => {
    expect(pulseOpacity(0)).toBeCloseTo(GLOW.low, 9);
    expect(pulseOpacity(PULSE_S / 2)).toBeCloseTo(GLOW.high, 9);
    expect(pulseOpacity(PULSE_S)).toBeCloseTo(GLOW.low, 9);
    // no jump between two frames 50 ms apart
    for (let s = 0; s < PULSE_S; s += 0.05)
      expect(Math.abs(pulseOpacity(s + 0.05) - pulseOpacity(s))).toBeLessThan(0.06);
  });
});
