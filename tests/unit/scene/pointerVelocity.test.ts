import { describe, expect, it } from 'vitest';
import { pointerVelocity } from '../../../src/scene/pointerVelocity';

describe('hand mode: the velocity a let-go body takes from the pointer', () => {
  it('a pointer that moved 3 cm along x in the last 60 ms throws at 50 cm/s', () => {
    const samples = [
      { t: 1000, x: 0, y: 4, z: 0 },
      { t: 1030, x: 1.5, y: 4, z: 0 },
      { t: 1060, x: 3, y: 4, z: 0 },
    ];
    const [vx, vy, vz] = pointerVelocity(samples, 1060, 90, 600);
    expect(vx).toBeCloseTo(50, 6);
    expect(vy).toBe(0);
    expect(vz).toBeCloseTo(0, 6);
  });

  it('a pointer that stood still over the window drops (no velocity), however it moved before', () => {
    const samples = [
      { t: 1000, x: 0, y: 4, z: 0 },
      { t: 1020, x: 10, y: 4, z: 5 },
    ];
    expect(pointerVelocity(samples, 1200, 90, 600)).toEqual([0, 0, 0]);
  });

  it('a flick faster than the cap keeps its direction at the cap', () => {
    const samples = [
      { t: 0, x: 0, y: 4, z: 0 },
      { t: 10, x: 30, y: 4, z: -40 },
    ];
    const [vx, , vz] = pointerVelocity(samples, 10, 90, 600);
    expect(Math.hypot(vx, vz)).toBeCloseTo(600, 6);
    expect(vx / vz).toBeCloseTo(30 / -40, 6);
  });
});
