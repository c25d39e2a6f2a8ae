import { describe, expect, it } from 'vitest';
import { framePaceWatch } from '../../../src/scene/framePaceWatch';
import { lowerMedian } from '../../../src/scene/framesAreSlow';
import { glideStretch } from '../../../src/store/playback/glideStretch';
import { useGraphicsStore } from '../../../src/store/settings/graphicsStore';

describe('a glide on slow frames', () => {
  it('lasts long enough to be drawn about four times a step: full pace at quick frames, longer at slow, at most 6×', () => {
    expect(glideStretch(null)).toBe(1);
    expect(glideStretch(16)).toBe(1);
    expect(glideStretch(95)).toBe(1);
    // 4 frames of 190 ms for a 380 ms step
    expect(glideStretch(190)).toBeCloseTo(2, 5);
    expect(glideStretch(285)).toBeCloseTo(3, 5);
    expect(glideStretch(2000)).toBe(6);
  });

  it('the lower median: one long hitch among quick frames does not move it', () => {
    expect(lowerMedian([100, 100, 700])).toBe(100);
    expect(lowerMedian([250, 300, 250, 300])).toBe(250);
    expect(lowerMedian([])).toBeNull();
  });

  it('the watch tells the store the frames’ pace at most once a second, a pause at rest left out', () => {
    useGraphicsStore.getState().reset();
    const watch = framePaceWatch();
    watch(0);
    watch(250);
    expect(useGraphicsStore.getState().frameMs, 'two frames are one gap: too few').toBeNull();
    watch(500);
    expect(useGraphicsStore.getState().frameMs).toBe(250);
    // quicker frames within the second are not told yet
    for (const now of [600, 700, 800, 900]) watch(now);
    expect(useGraphicsStore.getState().frameMs).toBe(250);
    // a 5 s pause at rest, then frames 300 ms apart for 4 s: the pause is never the pace
    for (let now = 5900; now <= 9900; now += 300) {
      watch(now);
      expect(useGraphicsStore.getState().frameMs).toBeLessThan(1000);
    }
    expect(useGraphicsStore.getState().frameMs).toBe(300);
  });
});
