/**
 * `npm run arena -- --games N --players P --captains captain,greedy[,…] --seed S [--thresholds FILE]
 *  [--workers W] [--max-rounds R]` plays computer-vs-computer games headless on every core and prints
 * win shares with 95 % Wilson intervals, mean points, the share of points from volleys, coins per volley,
 * game length and turn decision times. `--fairness [--level L] [--scale F]`: self-play of one level for
 * 2, 3 and 4 players (300, 150, 150 games × F): win shares by place in the turn order and by captain.
 * Game i of a batch depends on (seed, i) only, so figures do not depend on the worker count, and the
 * Game balance panel (src/captains/arenaBatch.ts, summarize) gives the same ones for the same seed.
 * `--out FILE` writes the match records as JSON; `--merge A --merge B …` prints the summary of such files
 * (runs of one pairing in chunks of different seeds). Players: the three levels, greedy, sailor, gunner, the
 * pilots of `PILOTS` (pilot, the strongest baseline, and its sweep: pilot-nearest, pilot-explore25, …) and
 * the Captain variants of `ABLATIONS` (captain-nolookahead, captain-noprior, …).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { Piscina } from 'piscina';
import { type ArenaSpec, fairnessSpecs } from '../src/captains/arenaBatch';
import { formatSummary, summarize } from '../src/captains/arenaSummary';
import { isLevelId } from '../src/captains/levels';
import { isPlayerKind, type MatchRecord, PLAYER_KINDS, type PlayerKind } from '../src/captains/playMatch';
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
    out: { type: 'string' },
    merge: { type: 'string', multiple: true },
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
if (bad !== undefined) fail(`--captains: '${bad}' is not one of ${PLAYER_KINDS.join(', ')}`);
if (!isLevelId(values.level)) fail('--level must be deckhand, boatswain or captain');
const scale = Number(values.scale);
if (!(scale > 0)) fail('--scale must be a positive number');
const workerCount = Math.max(1, Number(values.workers ?? availableParallelism()));

const specs: ArenaSpec[] = values.fairness
  ? fairnessSpecs(values.level, seed, thresholds, scale).map((spec) => ({ ...spec, maxRounds }))
  : [{ games, players, kinds: kinds as PlayerKind[], seed, thresholds, maxRounds }];

/**
 * Plays every game on a piscina pool of `workerCount` threads (the workers run under the tsx loader the
 * CLI was started with) and returns each batch's records in game order.
 */
async function run(jobs: { batch: number; job: ArenaJob }[]): Promise<MatchRecord[][]> {
  const pool = new Piscina<ArenaJob, MatchRecord>({
    filename: new URL('./arenaWorker.ts', import.meta.url).href,
    minThreads: Math.min(workerCount, jobs.length),
    maxThreads: Math.min(workerCount, jobs.length),
    // Games are long and all alike: one queued game per thread keeps the progress bar honest.
    concurrentTasksPerWorker: 1,
  });
  const bar = new SingleBar(
    { format: 'games {bar} {value}/{total} {percentage}% | {eta}s left', hideCursor: true },
    Presets.shades_classic,
  );
  const stop = () => {
    bar.stop();
    void pool.destroy().then(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  bar.start(jobs.length, 0);
  const records: MatchRecord[][] = specs.map(() => []);
  try {
    await Promise.all(
      jobs.map(({ batch, job }) =>
        pool.run(job).then((record) => {
          records[batch]?.push(record);
          bar.increment();
        }),
      ),
    );
  } finally {
    bar.stop();
    process.off('SIGINT', stop);
    await pool.destroy();
  }
  return records.map((list) => list.sort((a, b) => a.seed - b.seed));
}

/** `--merge A.json --merge B.json`: the summary of records written by earlier `--out` runs (chunks of one pairing). */
if (values.merge) {
  const records = values.merge.flatMap((file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as MatchRecord[];
    } catch (error) {
      return fail(`${file}: ${(error as Error).message}`);
    }
  });
  console.log(`${records.length} games from ${values.merge.length} files:`);
  console.log(formatSummary(summarize(records)));
  process.exit(0);
}

const started = performance.now();
const load = loadavg()[0]?.toFixed(1);
const jobs = specs.flatMap((spec, batch) =>
  Array.from({ length: spec.games }, (_, index) => ({ batch, job: { spec, index } })),
);
console.log(
  values.fairness
    ? `fairness: ${values.level} self-play, ${specs.map((s) => `${s.games} × ${s.players} players`).join(', ')}, seed ${seed}, ${workerCount} workers, load ${load}`
    : `arena: ${games} games, ${players} players, ${kinds.join(' vs ')}, seed ${seed}, ${workerCount} workers, load ${load}`,
);
const results = await run(jobs);
if (values.out) writeFileSync(values.out, JSON.stringify(results.flat()));
results.forEach((records, batch) => {
  const spec = specs[batch] as ArenaSpec;
  console.log(`\n${spec.players} players, ${spec.kinds.join(', ')}:`);
  console.log(formatSummary(summarize(records)));
});
const seconds = (performance.now() - started) / 1000;
console.log(
  `\n${jobs.length} games in ${seconds.toFixed(0)} s wall (load average at the end ${loadavg()[0]?.toFixed(1)})`,
);
