import type { CanvasTexture } from 'three';
import { grainTexture, hashNoise } from './grainTexture';

let cached: CanvasTexture | null = null;

/** Planks across the texture. */
const PLANKS = 4;

/** Walnut table planks with grain and dark seams, drawn once on a canvas and tiled. */
export function tableTexture(): CanvasTexture {
  cached ??= grainTexture([120, 78, 46], (x, y, size) => {
    const plankH = size / PLANKS;
    const plank = Math.floor(y / plankH);
    const shade = 0.86 + hashNoise(plank, 7) * 0.22;
    const seam = y % plankH < 2 ? 0.45 : 1;
    const grain = Math.sin((x / size) * Math.PI * 10 + Math.sin((y / size) * Math.PI * 6 + plank) * 2.2);
    const fibre = hashNoise(x >> 1, y) * 0.12;
    return (0.72 + grain * 0.07 + fibre) * shade * seam;
  });
  return cached;
}
