import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image (a screenshot), or null when none is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** An ANSI colour code (ESC [ n m) or one character. */
const ANSI_OR_CHARACTER = new RegExp(`${String.fromCharCode(27)}\\[(\\d+)m|(.)`, 'gu');
const DARK = 0;
const LIGHT = 255;
/** Half blocks: which halves of a character cell show the foreground colour. */
const HALVES: Record<string, [top: boolean, bottom: boolean]> = {
  ' ': [false, false],
  '▀': [true, false],
  '▄': [false, true],
  '█': [true, true],
};

/**
 * The text of a QR code printed in a terminal with half blocks and ANSI colours, read as a terminal
 * with light text on a dark background shows it: each character is one module wide and two tall, and
 * each module is drawn 8 pixels square for the decoder.
 */
export function decodeQrTerminal(printed: string): string | null {
  const rows = printed.split('\n').filter((line) => line.includes('\u001b['));
  const modules: number[][] = [];
  for (const row of rows) {
    const top: number[] = [];
    const bottom: number[] = [];
    let foreground = LIGHT;
    let background = DARK;
    for (const [, code, char] of row.matchAll(ANSI_OR_CHARACTER)) {
      if (code === '0') [foreground, background] = [LIGHT, DARK];
      else if (code === '30') foreground = DARK;
      else if (code === '37') foreground = LIGHT;
      else if (code === '40') background = DARK;
      else if (code === '47') background = LIGHT;
      else if (char !== undefined) {
        const halves = HALVES[char];
        if (!halves) throw new Error(`not a half block: ${JSON.stringify(char)}`);
        top.push(halves[0] ? foreground : background);
        bottom.push(halves[1] ? foreground : background);
      }
    }
    modules.push(top, bottom);
  }
  const scale = 8;
  const margin = 4;
  const width = (Math.max(...modules.map((row) => row.length)) + 2 * margin) * scale;
  const height = (modules.length + 2 * margin) * scale;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = modules[Math.floor(y / scale) - margin]?.[Math.floor(x / scale) - margin] ?? DARK;
      pixels.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}
