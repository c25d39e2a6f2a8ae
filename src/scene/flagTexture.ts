import { CanvasTexture, SRGBColorSpace } from 'three';
import type { ShipId } from '../engine/ids';
import { FLAG_STYLES } from './flagStyle';

const cache = new Map<ShipId, CanvasTexture>();

/** The flag of a ship drawn on a canvas (colour plus pattern, like the DOM's FlagIcon). */
export function flagTexture(ship: ShipId): CanvasTexture {
  const cached = cache.get(ship);
  if (cached) return cached;
  const style = FLAG_STYLES[ship];
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable for the flag texture');
  context.fillStyle = style.colour;
  context.fillRect(0, 0, 120, 80);
  context.fillStyle = '#ffffff';
  context.strokeStyle = '#222222';
  switch (style.pattern) {
    case 'plain':
      context.beginPath();
      context.arc(60, 40, 16, 0, Math.PI * 2);
      context.fill();
      break;
    case 'stripes':
      context.fillRect(0, 16, 120, 12);
      context.fillRect(0, 52, 120, 12);
      break;
    case 'saltire':
      context.lineWidth = 12;
      context.beginPath();
      context.moveTo(0, 0);
      context.lineTo(120, 80);
      context.moveTo(120, 0);
      context.lineTo(0, 80);
      context.stroke();
      break;
    case 'checks':
      context.fillRect(0, 0, 40, 40);
      context.fillRect(80, 0, 40, 40);
      context.fillRect(40, 40, 40, 40);
      break;
    default: {
      const never: never = style.pattern;
      throw new Error(String(never));
    }
  }
  context.lineWidth = 6;
  context.strokeStyle = style.dark;
  context.strokeRect(0, 0, 120, 80);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  cache.set(ship, texture);
  return texture;
}
