import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The app as `npm start` serves it (Vite's dev server: React's development build, StrictMode's double
 * effects), for the checks of what only shows there. Port: the preview's (E2E_PORT) + 1000, + the
 * worker's index (two workers may each start one).
 */
export async function startDevServer(): Promise<{ url: string; stop: () => void }> {
  const port = Number(process.env.E2E_PORT ?? 4173) + 1000 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const url = `http://127.0.0.1:${port}/`;
  const server: ChildProcess = spawn(
    'node_modules/.bin/vite',
    ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        VITE_CACHE_DIR: `node_modules/.vite-e2e-${process.env.TEST_PARALLEL_INDEX ?? 0}`,
      },
    },
  );
  const stop = () => {
    server.kill();
  };
  for (let tries = 0; ; tries++) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    if (tries > 150) {
      stop();
      throw new Error(`the dev server did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
