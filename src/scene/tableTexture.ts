import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';

let cached: CanvasTexture | null = null;

/** Deterministic hash noise (the look draws the same every load). */
function noise(x: number, y: number): number {
  const value = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

/** Walnut table planks with grain and dark seams, drawn once on a canvas and tiled. */
export function tableTexture(): CanvasTexture {
  if (cached) return cached;
  const size = 256;
  const planks = 4;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable for the table texture');
  const image = context.createImageData(size, size);
  const plankH = size / planks;
  for (let y = 0; y < size; y++) {
    const plank = Math.floor(y / plankH);
    const shade = 0.86 + noise(plank, 7) * 0.22;
    const seam = y % plankH < 2 ? 0.45 : 1;
    for (let x = 0; x < size; x++) {
      const grain = Math.sin((x / size) * Math.PI * 10 + Math.sin((y / size) * Math.PI * 6 + plank) * 2.2);
      const fibre = noise(x >> 1, y) * 0.12;
      const tone = (0.72 + grain * 0.07 + fibre) * shade * seam;
      const offset = (y * size + x) * 4;
      image.data[offset] = Math.min(255, 120 * tone);
      image.data[offset + 1] = Math.min(255, 78 * tone);
      image.data[offset + 2] = Math.min(255, 46 * tone);
      image.data[offset + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
  cached = new CanvasTexture(canvas);
  cached.colorSpace = SRGBColorSpace;
  cached.wrapS = RepeatWrapping;
  cached.wrapT = RepeatWrapping;
  return cached;
}
