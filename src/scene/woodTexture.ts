import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';

/** A deterministic hash noise so every load draws the same grain (no Math.random in the look either). */
function grainNoise(x: number, y: number): number {
  const value = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

let cached: CanvasTexture | null = null;

/** Light beech grain for the cubes and levers, drawn once on a canvas and shared. */
export function woodTexture(): CanvasTexture {
  if (cached) return cached;
  const size = 256;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable for the wood texture');
  const image = context.createImageData(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const ring = Math.sin((x / size) * Math.PI * 18 + Math.sin((y / size) * Math.PI * 4) * 1.6);
      const fibre = grainNoise(x, Math.floor(y / 3)) * 0.25;
      const tone = 0.78 + ring * 0.08 + fibre * 0.4;
      const offset = (y * size + x) * 4;
      image.data[offset] = Math.min(255, 222 * tone);
      image.data[offset + 1] = Math.min(255, 178 * tone);
      image.data[offset + 2] = Math.min(255, 120 * tone);
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
