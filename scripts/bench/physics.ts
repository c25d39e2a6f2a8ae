/**
 * `npm run bench -- physics`: volleys per second on one core (simulate + trace + score), the same
 * volleys stepped bare in the same run (no contact reading, no frames, no scoring) and the ratio,
 * then the wall time of a 10,000-volley `tune` on this machine. Prints medians; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { initPhysics } from '../../src/physics/rapier';
import { scoreVolley } from '../../src/physics/scoreVolley';
import { simulateVolley, stepVolleyBare } from '../../src/physics/simulateVolley';
import { sweepInput } from '../../src/physics/sweep';
import { median } from '../../src/physics/sweepSummary';

/** Standard scenes: the tune's first volleys for seed 1. */
const SCENES = 150;
/** Alternating rounds of traced and bare runs (medians over these). */
const ROUNDS = 7;
/** Volleys of the timed tune. */
const TUNE_VOLLEYS = 10_000;

function timeTune(): Promise<number> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const cli = fileURLToPath(import.meta.resolve('tsx/cli'));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, 'scripts/tune.ts', '--volleys', String(TUNE_VOLLEYS), '--seed', '1'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`tune exited ${code}`)),
    );
  });
}

export async function runBench(): Promise<void> {
  await initPhysics();
  const inputs = Array.from({ length: SCENES }, (_, i) => sweepInput(1, i));
  const steps = inputs.map((input) => simulateVolley(input).steps);
  // Traced and bare runs alternate scene by scene, so a busy machine slows both alike.
  const traced: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let tracedMs = 0;
    let bareMs = 0;
    for (const input of inputs) {
      let started = performance.now();
      scoreVolley(simulateVolley(input));
      tracedMs += performance.now() - started;
      started = performance.now();
      stepVolleyBare(input);
      bareMs += performance.now() - started;
    }
    traced.push(tracedMs);
    bare.push(bareMs);
  }
  const tracedMs = median(traced) ?? 0;
  const bareMs = median(bare) ?? 0;
  const ratio = median(traced.map((t, i) => t / (bare[i] ?? t))) ?? 1;
  const meanSteps = steps.reduce((sum, s) => sum + s, 0) / steps.length;
  console.log(
    `scenes: ${SCENES} standard volleys (tune seed 1), mean ${meanSteps.toFixed(0)} steps after the strike`,
  );
  console.log(
    `simulate + trace + score: ${((SCENES / tracedMs) * 1000).toFixed(0)} volleys/s on one core (median of ${ROUNDS})`,
  );
  console.log(
    `bare stepping, same scenes and end rule: ${((SCENES / bareMs) * 1000).toFixed(0)} volleys/s on one core`,
  );
  console.log(
    `trace + score overhead: ${((ratio - 1) * 100).toFixed(1)}% of bare stepping (median ratio ${ratio.toFixed(3)})`,
  );
  // Other work on the machine slows the tune: say how busy it was.
  const load = () => `load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`running a ${TUNE_VOLLEYS}-volley tune on every core (${load()})…`);
  const seconds = await timeTune();
  console.log(
    `tune of ${TUNE_VOLLEYS} volleys: ${seconds.toFixed(1)} s wall (${(TUNE_VOLLEYS / seconds).toFixed(0)} volleys/s; ${load()} after)`,
  );
}
