import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';

/**
 * Runs `use` against `vite preview` of a built app on 127.0.0.1:port, started once it answers: the
 * shipped build (`npm run build`) or the test build with its hooks (`npm run build:test`), from its
 * usual folder or from `outDir` (an older build kept for comparing).
 */
export async function withPreview<T>(
  port: number,
  build: 'shipped' | 'test',
  use: (url: string) => Promise<T>,
  outDir?: string,
): Promise<T> {
  const url = `http://127.0.0.1:${port}/`;
  const mode = [...(build === 'test' ? ['--mode', 'test'] : []), ...(outDir ? ['--outDir', outDir] : [])];
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', ...mode, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
    },
  );
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries > 100) throw new Error(`vite preview did not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await use(url);
  } finally {
    server.kill();
  }
}

/** Makes the page open with this save in its slot (unless one is there) and these graphics. */
export async function preloadGame(page: Page, save: string, graphics: 'fancy' | 'fast') {
  await page.addInitScript(
    ({ text, mode }) => {
      if (!localStorage.getItem('to-glory:save')) localStorage.setItem('to-glory:save', text);
      localStorage.setItem(
        'to-glory:settings',
        JSON.stringify({
          state: { graphics: mode, reducedMotion: false, thresholdPreset: 'Default' },
          version: 1,
        }),
      );
    },
    { text: save, mode: graphics },
  );
}
