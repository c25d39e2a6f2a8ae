import { describe, expect, it } from 'vitest';
import { framesAreSlow } from '../../../src/scene/framesAreSlow';

/** Frame times from a mount at 0: the first frame after `loadMs`, then one every `gaps` ms in turn. */
function framesAt(loadMs: number, gaps: readonly number[]): number[] {
  const times = [0, loadMs];
  for (const gap of gaps) times.push((times.at(-1) as number) + gap);
  return times;
}

/** When, watching frame by frame, the judgement first says slow (ms after mount), or null. */
function slowAt(times: readonly number[]): number | null {
  for (let count = 1; count <= times.length; count += 1)
    if (framesAreSlow(times.slice(0, count))) return times[count - 1] as number;
  return null;
}

const repeat = (gap: number, count: number) => Array.from({ length: count }, () => gap);

describe('fancy graphics step down when frames come slowly', () => {
  it('says slow within 10 s at 150 ms, 500 ms and 3 s a frame', () => {
    for (const gap of [150, 500, 3000]) {
      const at = slowAt(framesAt(2000, repeat(gap, 40)));
      expect(at, `${gap} ms a frame`).not.toBeNull();
      expect(at as number, `${gap} ms a frame`).toBeLessThanOrEqual(2000 + 10_000);
    }
  });

  it('stays fancy at 60 and at 30 frames a second, a long load included', () => {
    expect(slowAt(framesAt(12_000, repeat(1000 / 60, 1000)))).toBeNull();
    expect(slowAt(framesAt(500, repeat(1000 / 30, 500)))).toBeNull();
  });

  it('is not moved by one long hitch, nor by a dip under half of the look-back', () => {
    const hitch = [...repeat(16, 300), 10_000, ...repeat(16, 300)];
    expect(slowAt(framesAt(100, hitch))).toBeNull();
    const dip = [...repeat(16, 200), ...repeat(60, 20), ...repeat(16, 200)];
    expect(slowAt(framesAt(100, dip))).toBeNull();
  });

  it('says slow at two long frames in a row once frames were watched long enough', () => {
    expect(slowAt(framesAt(100, [...repeat(16, 200), 2500, 2500]))).not.toBeNull();
    // too early to tell: under 3 s watched
    expect(framesAreSlow(framesAt(100, [1000, 1000]))).toBe(false);
  });
});
