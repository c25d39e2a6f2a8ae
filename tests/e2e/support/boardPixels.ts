import type { Page } from '@playwright/test';

/** What the canvas shows inside the board window, read from its pixels (not the DOM). */
export interface BoardPixels {
  /** Share of the sampled pixels that show the board: sea, hex lines, islands, the board's edge. */
  board: number;
  /** Share that shows the wooden table round the board. */
  table: number;
  /** Share that shows the background (or fog): nothing. */
  empty: number;
  /** How many pixels were sampled. */
  samples: number;
  /** The board window, CSS px. */
  window: { x: number; y: number; width: number; height: number };
}

/**
 * Samples the WebGL canvas (the test build keeps its drawing buffer) on a grid inside the board
 * window and sorts each pixel: blue sea, green islands and the pale edge band are the board; brown
 * is the table; dark navy (the background, and anything fog has swallowed) is empty.
 */
export async function boardPixels(page: Page, step = 4): Promise<BoardPixels> {
  return page.evaluate((stride) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.table-canvas canvas');
    const area = document.querySelector('.board-window')?.getBoundingClientRect();
    if (!canvas || !area) throw new Error('no table canvas or board window');
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const left = Math.max(0, Math.round((area.left - box.left) * scale));
    const top = Math.max(0, Math.round((area.top - box.top) * scale));
    const width = Math.min(canvas.width - left, Math.round(area.width * scale));
    const height = Math.min(canvas.height - top, Math.round(area.height * scale));
    const copy = document.createElement('canvas');
    copy.width = width;
    copy.height = height;
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2D context');
    context.drawImage(canvas, left, top, width, height, 0, 0, width, height);
    const data = context.getImageData(0, 0, width, height).data;
    let board = 0;
    let table = 0;
    let empty = 0;
    let samples = 0;
    const step = Math.max(1, Math.round(stride * scale));
    for (let y = 0; y < height; y += step) {
      for (let x = 0; x < width; x += step) {
        const at = (y * width + x) * 4;
        const r = data[at] ?? 0;
        const g = data[at + 1] ?? 0;
        const b = data[at + 2] ?? 0;
        samples += 1;
        const bright = Math.max(r, g, b);
        // the background #0b1c29 is at most 41 bright; fog fades everything toward it
        if (bright < 60) empty += 1;
        else if (b > r + 20 && b >= g - 10)
          board += 1; // sea and hex lines
        else if (g > r && g > b)
          board += 1; // island grass
        else if (r > 170 && g > 150)
          board += 1; // the pale edge band, tokens, flags
        else if (r > b + 20 && g < 130) table += 1; // the brown wood
        // anything else (pieces, markers) is counted in no share
      }
    }
    return {
      board: board / Math.max(1, samples),
      table: table / Math.max(1, samples),
      empty: empty / Math.max(1, samples),
      samples,
      window: { x: area.left, y: area.top, width: area.width, height: area.height },
    };
  }, step);
}
