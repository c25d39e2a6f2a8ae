import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';

const cache = new Map<string, CanvasTexture>();

/** A small canvas drawn once and shared as a texture (tokens print their faces this way). */
function drawn(key: string, size: number, draw: (context: CanvasRenderingContext2D, size: number) => void) {
  const cached = cache.get(key);
  if (cached) return cached;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable for a token texture');
  draw(context, size);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  cache.set(key, texture);
  return texture;
}

/** A gold coin's face: rim, inner ring and a "1". */
export function coinFace(): CanvasTexture {
  return drawn('coin', 128, (c, s) => {
    c.fillStyle = '#d9a92c';
    c.fillRect(0, 0, s, s);
    c.strokeStyle = '#9a6f12';
    c.lineWidth = 8;
    c.beginPath();
    c.arc(s / 2, s / 2, s * 0.36, 0, Math.PI * 2);
    c.stroke();
    c.fillStyle = '#7a560c';
    c.font = `bold ${s * 0.42}px serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText('1', s / 2, s / 2 + 4);
  });
}

/** The milled edge of a stack of coins: light and dark stripes, one pair per coin when repeated. */
export function coinEdge(): CanvasTexture {
  const texture = drawn('coin-edge', 32, (c, s) => {
    c.fillStyle = '#c99a22';
    c.fillRect(0, 0, s, s);
    c.fillStyle = '#8c6512';
    c.fillRect(0, s * 0.8, s, s * 0.2);
  });
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  return texture;
}

/** A treasure token's face: a chest on a deep red ground. */
export function treasureFace(): CanvasTexture {
  return drawn('treasure', 128, (c, s) => {
    c.fillStyle = '#8e1c24';
    c.fillRect(0, 0, s, s);
    c.fillStyle = '#6b3f1d';
    c.fillRect(s * 0.22, s * 0.42, s * 0.56, s * 0.32);
    c.beginPath();
    c.ellipse(s / 2, s * 0.42, s * 0.28, s * 0.14, 0, Math.PI, 0);
    c.fill();
    c.fillStyle = '#f1c232';
    c.fillRect(s * 0.22, s * 0.46, s * 0.56, s * 0.05);
    c.fillRect(s * 0.46, s * 0.44, s * 0.08, s * 0.14);
    c.strokeStyle = '#f1c232';
    c.lineWidth = 5;
    c.beginPath();
    c.arc(s / 2, s / 2, s * 0.44, 0, Math.PI * 2);
    c.stroke();
  });
}

/** The back of a treasure card token: parchment with the letter of the island it came from. */
export function cardBack(letter: string): CanvasTexture {
  return drawn(`card-${letter}`, 128, (c, s) => {
    c.fillStyle = '#e3cf9a';
    c.fillRect(0, 0, s, s);
    c.strokeStyle = '#8a6a2c';
    c.lineWidth = 6;
    c.beginPath();
    c.arc(s / 2, s / 2, s * 0.42, 0, Math.PI * 2);
    c.stroke();
    c.fillStyle = '#3b2a10';
    c.font = `bold ${s * 0.5}px serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(letter, s / 2, s / 2 + 4);
  });
}
