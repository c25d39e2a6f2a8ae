import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { ACTIONS_PER_TURN } from '../engine';
import { CAPTAIN_TRACK } from '../table/holdPlaces';

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

/** The face of a treasure card token as it turns over: plain parchment (its destination stays the drawer's). */
export function cardFace(): CanvasTexture {
  return drawn('card-face', 64, (c, s) => {
    c.fillStyle = '#efe2bd';
    c.fillRect(0, 0, s, s);
    c.strokeStyle = '#b39a5e';
    c.lineWidth = 3;
    c.beginPath();
    c.arc(s / 2, s / 2, s * 0.4, 0, Math.PI * 2);
    c.stroke();
  });
}

/** A captain card's active side: parchment framed in the player's colour, the five-space action track. */
export function captainCardActive(colour: string): CanvasTexture {
  return drawn(`captain-active-${colour}`, 128, (c, s) => {
    c.fillStyle = '#ead9a8';
    c.fillRect(0, 0, s, s);
    c.strokeStyle = colour;
    c.lineWidth = 12;
    c.strokeRect(6, 6, s - 12, s - 12);
    c.fillStyle = colour;
    c.beginPath();
    // the captain's pawn: head and body
    c.arc(s / 2, s * 0.3, s * 0.1, 0, Math.PI * 2);
    c.fill();
    c.fillRect(s * 0.4, s * 0.4, s * 0.2, s * 0.22);
    c.strokeStyle = '#6b4a1c';
    c.lineWidth = 3;
    const { first, step, row, size } = CAPTAIN_TRACK;
    for (let slot = 0; slot < ACTIONS_PER_TURN; slot++)
      c.strokeRect(s * (first + slot * step), s * row, s * size, s * size);
  });
}

/** A captain card's cursed side: a pale skull and crossed bones on black, ringed in the player's colour. */
export function captainCardCursed(colour: string): CanvasTexture {
  return drawn(`captain-cursed-${colour}`, 128, (c, s) => {
    c.fillStyle = '#1d1620';
    c.fillRect(0, 0, s, s);
    c.strokeStyle = colour;
    c.lineWidth = 12;
    c.strokeRect(6, 6, s - 12, s - 12);
    c.strokeStyle = '#e9e2cf';
    c.lineWidth = 9;
    c.lineCap = 'round';
    c.beginPath();
    c.moveTo(s * 0.28, s * 0.6);
    c.lineTo(s * 0.72, s * 0.86);
    c.moveTo(s * 0.72, s * 0.6);
    c.lineTo(s * 0.28, s * 0.86);
    c.stroke();
    c.fillStyle = '#e9e2cf';
    c.beginPath();
    c.arc(s / 2, s * 0.4, s * 0.2, 0, Math.PI * 2);
    c.fill();
    c.fillRect(s * 0.4, s * 0.5, s * 0.2, s * 0.12);
    c.fillStyle = '#1d1620';
    c.beginPath();
    c.arc(s * 0.42, s * 0.4, s * 0.055, 0, Math.PI * 2);
    c.arc(s * 0.58, s * 0.4, s * 0.055, 0, Math.PI * 2);
    c.fill();
  });
}
