import type { CanvasTexture } from 'three';
import { grainTexture, hashNoise } from './grainTexture';

let cached: CanvasTexture | null = null;

/** Light beech grain for the cubes and levers, drawn once on a canvas and shared. */
export function woodTexture(): CanvasTexture {
  cached ??= grainTexture([222, 178, 120], (x, y, size) => {
    const ring = Math.sin((x / size) * Math.PI * 18 + Math.sin((y / size) * Math.PI * 4) * 1.6);
    const fibre = hashNoise(x, Math.floor(y / 3)) * 0.25;
    return 0.78 + ring * 0.08 + fibre * 0.4;
  });
  return cached;
}
