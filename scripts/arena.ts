/**
 * `npm run arena -- --games N --players P --captains captain,greedy[,…] --seed S [--thresholds FILE]
 *  [--workers W] [--max-rounds R]` plays computer-vs-computer games headless on every core and prints
 * win shares with 95 % Wilson intervals, mean points, the share of points from volleys, coins per volley,
 * game length and turn decision times. `--fairness [--level L] [--scale F]`: self-play of one level for
 * 2, 3 and 4 players (300, 150, 150 games × F): win shares by place in the turn order and by captain.
 * Game i of a batch depends on (seed, i) only, so figures do not depend on the worker count, and the
 * Game balance panel (src/captains/arenaBatch.ts, summarize) gives the same ones for the same seed.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { Presets, SingleBar } from 'cli-progress';
import { type ArenaSpec, fairnessSpecs } from '../src/captains/arenaBatch';
import { formatSummary, summarize } from '../src/captains/arenaSummary';
import { isLevelId } from '../src/captains/levels';
import { isPlayerKind, type MatchRecord, type PlayerKind } from '../src/captains/playMatch';
import { DEFAULT_THRESHOLDS, parseThresholds, type Thresholds } from '../src/physics/thresholds';
import type { ArenaJob } from './arenaWorker';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    players: { type: 'string', default: '2' },
    captains: { type: 'string', default: 'captain,greedy' },
    seed: { type: 'string', default: '1' },
    thresholds: { type: 'string' },
    workers: { type: 'string' },
    'max-rounds': { type: 'string', default: '40' },
    fairness: { type: 'boolean', default: false },
    level: { type: 'string', default: 'boatswain' },
    scale: { type: 'string', default: '1' },
  },
});

/** Stops with a one-line message (bad arguments are the user's, not a crash). */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
function loadThresholds(file: string | undefined): Thresholds {
  if (!file) return { ...DEFAULT_THRESHOLDS };
  try {
    return parseThresholds(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`${file}: ${(error as Error).message}`);
  }
}

const thresholds = loadThresholds(values.thresholds);
const seed = Number(values.seed) >>> 0;
const games = Number(values.games);
const players = Number(values.players);
const maxRounds = Number(values['max-rounds']);
const kinds = (values.captains ?? '').split(',').map((kind) => kind.trim());
if (!Number.isInteger(games) || games < 1) fail('--games must be a whole number ≥ 1');
if (!Number.isInteger(players) || players < 2 || players > 4) fail('--players must be 2, 3 or 4');
if (!Number.isInteger(maxRounds) || maxRounds < 1) fail('--max-rounds must be a whole number ≥ 1');
const bad = kinds.find((kind) => !isPlayerKind(kind));
if (bad !== undefined) fail(`--captains: '${bad}' is not one of deckhand, boatswain, captain, greedy`);
if (!isLevelId(values.level)) fail('--level must be deckhand, boatswain or captain');
const scale = Number(values.scale);
if (!(scale > 0)) fail('--scale must be a positive number');
const workerCount = Math.max(1, Number(values.workers ?? availableParallelism()));

const specs: ArenaSpec[] = values.fairness
  ? fairnessSpecs(values.level, seed, thresholds, scale).map((spec) => ({ ...spec, maxRounds }))
  : [{ games, players, kinds: kinds as PlayerKind[], seed, thresholds, maxRounds }];

/** Starts a worker through tsx's ESM loader (a TypeScript worker under tsx on Node 20). */
function startWorker(): Worker {
  const target = new URL('./arenaWorker.ts', import.meta.url).href;
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(target)}); });`;
  return new Worker(boot, { eval: true });
}

async function run(jobs: ArenaJob[]): Promise<MatchRecord[][]> {
  const records: MatchRecord[][] = specs.map(() => []);
  const bar = new SingleBar(
    { format: 'games {bar} {value}/{total} {percentage}% | {eta}s left', hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(jobs.length, 0);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workerCount, jobs.length) }, () => {
      const worker = startWorker();
      return new Promise<void>((resolve, reject) => {
        const send = () => {
          const job = jobs[next++];
          if (!job) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage(job);
        };
        worker.on('message', (message: 'ready' | { batch: number; index: number; record: MatchRecord }) => {
          if (message !== 'ready') {
            records[message.batch]?.push(message.record);
            bar.increment();
          }
          send();
        });
        worker.on('error', reject);
      });
    }),
  );
  bar.stop();
  return records.map((list) => list.sort((a, b) => a.seed - b.seed));
}

const started = performance.now();
const load = loadavg()[0]?.toFixed(1);
const jobs = specs.flatMap((spec, batch) =>
  Array.from({ length: spec.games }, (_, index) => ({ spec, batch, index })),
);
console.log(
  values.fairness
    ? `fairness: ${values.level} self-play, ${specs.map((s) => `${s.games} × ${s.players} players`).join(', ')}, seed ${seed}, ${workerCount} workers, load ${load}`
    : `arena: ${games} games, ${players} players, ${kinds.join(' vs ')}, seed ${seed}, ${workerCount} workers, load ${load}`,
);
const results = await run(jobs);
results.forEach((records, batch) => {
  const spec = specs[batch] as ArenaSpec;
  console.log(`\n${spec.players} players, ${spec.kinds.join(', ')}:`);
  console.log(formatSummary(summarize(records)));
});
const seconds = (performance.now() - started) / 1000;
console.log(
  `\n${jobs.length} games in ${seconds.toFixed(0)} s wall (load average at the end ${loadavg()[0]?.toFixed(1)})`,
);
