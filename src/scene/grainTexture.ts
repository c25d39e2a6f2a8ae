import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';

/** A deterministic hash noise in [0, 1) so every load draws the same grain (no Math.random in the look). */
export function hashNoise(x: number, y: number): number {
  const value = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

/** A tiling 256 px wood texture: `tone(x, y)` scales the base colour (0–255 per channel) at each pixel. */
export function grainTexture(
  base: readonly [number, number, number],
  tone: (x: number, y: number, size: number) => number,
): CanvasTexture {
  const size = 256;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable for a wood texture');
  const image = context.createImageData(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const shade = tone(x, y, size);
      const offset = (y * size + x) * 4;
      image.data[offset] = Math.min(255, base[0] * shade);
      image.data[offset + 1] = Math.min(255, base[1] * shade);
      image.data[offset + 2] = Math.min(255, base[2] * shade);
      image.data[offset + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  return texture;
}
