import {
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  RepeatWrapping,
  RGBAFormat,
  UnsignedByteType,
} from 'three';

/** Integer wave vectors keep the map seamless when it repeats. */
const WAVES: ReadonlyArray<{ kx: number; ky: number; amplitude: number; phase: number }> = [
  { kx: 3, ky: 1, amplitude: 0.5, phase: 0.3 },
  { kx: -2, ky: 4, amplitude: 0.35, phase: 1.7 },
  { kx: 5, ky: -3, amplitude: 0.2, phase: 2.9 },
  { kx: 1, ky: 7, amplitude: 0.12, phase: 4.1 },
  { kx: -8, ky: -5, amplitude: 0.08, phase: 0.9 },
  { kx: 11, ky: 2, amplitude: 0.05, phase: 5.3 },
];

/** A tileable normal map of gentle ripples, computed once from analytic slopes of a sum of sines. */
export function createWaterNormalMap(size = 256): DataTexture {
  const data = new Uint8Array(size * size * 4);
  const tau = Math.PI * 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      let dx = 0;
      let dy = 0;
      for (const wave of WAVES) {
        const slope = wave.amplitude * Math.cos(tau * (wave.kx * u + wave.ky * v) + wave.phase);
        dx += slope * wave.kx * 0.12;
        dy += slope * wave.ky * 0.12;
      }
      const length = Math.hypot(dx, dy, 1);
      const offset = (y * size + x) * 4;
      data[offset] = Math.round(((-dx / length) * 0.5 + 0.5) * 255);
      data[offset + 1] = Math.round(((-dy / length) * 0.5 + 0.5) * 255);
      data[offset + 2] = Math.round(((1 / length) * 0.5 + 0.5) * 255);
      data[offset + 3] = 255;
    }
  }
  const texture = new DataTexture(data, size, size, RGBAFormat, UnsignedByteType);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}
