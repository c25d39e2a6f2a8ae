/**
 * `npm run tune -- --volleys N --seed S [--source ship|kraken|tower] [--thresholds FILE] [--out FILE.json|.csv]
 *  [--workers W] [--calibrate [--per K]]`
 * Runs random volleys on every core (worker_threads) and prints the outcome distribution, expected
 * coins per strength band and source, and each threshold's sensitivity. The same seed gives the
 * same figures whatever the number of workers. `--calibrate` flies open-sea volleys per strength
 * and source and prints the median landing distance table for docs/volley.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { Presets, SingleBar } from 'cli-progress';
import type { PieceKind } from '../src/physics/pieceSpec';
import { mixSeed } from '../src/physics/prng';
import { calibrationInput, type SweepRow, sweepInput, thresholdVariants } from '../src/physics/sweep';
import { formatCalibration, formatSweepSummary } from '../src/physics/sweepSummary';
import { DEFAULT_THRESHOLDS, parseThresholds, type Thresholds } from '../src/physics/thresholds';
import type { TuneJob, TuneWorkerData } from './tuneWorker';

const { values } = parseArgs({
  options: {
    volleys: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    source: { type: 'string' },
    thresholds: { type: 'string' },
    out: { type: 'string' },
    workers: { type: 'string' },
    calibrate: { type: 'boolean', default: false },
    per: { type: 'string', default: '12' },
  },
});

const SOURCES: readonly PieceKind[] = ['ship', 'kraken', 'tower'];
const source = values.source as PieceKind | undefined;
/** Stops with a one-line message (bad arguments are the user's, not a crash). */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
if (source !== undefined && !SOURCES.includes(source)) fail(`--source must be one of ${SOURCES.join(', ')}`);
const seed = Number(values.seed) >>> 0;
function loadThresholds(file: string | undefined): Thresholds {
  if (!file) return { ...DEFAULT_THRESHOLDS };
  try {
    return parseThresholds(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`${file}: ${(error as Error).message}`);
  }
}
const base = loadThresholds(values.thresholds);
const variants = thresholdVariants(base);
const workerCount = Math.max(1, Number(values.workers ?? availableParallelism()));
/** Volleys sent to a worker at a time: small enough to balance, large enough to keep messages few. */
const BATCH = 16;
const CALIBRATION_STRENGTHS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

function jobs(): TuneJob[] {
  if (!values.calibrate) {
    const count = Number(values.volleys);
    return Array.from({ length: count }, (_, index) => ({ index, input: sweepInput(seed, index, source) }));
  }
  const per = Number(values.per);
  const list: TuneJob[] = [];
  for (const kind of source ? [source] : SOURCES) {
    for (const strength of CALIBRATION_STRENGTHS) {
      for (let k = 0; k < per; k++) {
        const index = list.length;
        list.push({ index, input: calibrationInput(kind, strength, mixSeed(seed, index)) });
      }
    }
  }
  return list;
}

/** Starts a worker through tsx's ESM loader (a TypeScript worker under tsx on Node 20). */
function startWorker(): Worker {
  const target = new URL('./tuneWorker.ts', import.meta.url).href;
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(target)}); });`;
  const data: TuneWorkerData = { base, variants };
  return new Worker(boot, { eval: true, workerData: data });
}

async function run(all: TuneJob[]): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  const bar = new SingleBar(
    { format: 'volleys {bar} {value}/{total} {percentage}% | {eta}s left', hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(all.length, 0);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workerCount, Math.ceil(all.length / BATCH)) }, () => {
      const worker = startWorker();
      return new Promise<void>((resolve, reject) => {
        const send = () => {
          if (next >= all.length) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage(all.slice(next, next + BATCH));
          next += BATCH;
        };
        worker.on('message', (message: 'ready' | SweepRow[]) => {
          if (message !== 'ready') {
            rows.push(...message);
            bar.increment(message.length);
          }
          send();
        });
        worker.on('error', reject);
      });
    }),
  );
  bar.stop();
  return rows.sort((a, b) => a.index - b.index);
}

function writeOut(file: string, rows: SweepRow[]): void {
  if (file.endsWith('.csv')) {
    const header =
      'index,source,strength,targets,steps,endReason,best,coins,captainsKnockedOff,shipsHit,cube0,cube1,cube2,landing0,landing1,landing2,changedVariants';
    const line = (r: SweepRow) =>
      [
        r.index,
        r.source,
        r.strength,
        r.targets,
        r.steps,
        r.endReason,
        r.best,
        r.coins,
        r.captainsKnockedOff.join(' '),
        r.shipsHit.join(' '),
        ...r.cubes,
        ...r.landings.map((l) => l ?? ''),
        r.changed.join(' '),
      ].join(',');
    writeFileSync(file, `${header}\n${rows.map(line).join('\n')}\n`);
  } else
    writeFileSync(
      file,
      `${JSON.stringify({ seed, thresholds: base, variants: variants.map(({ field, factor }) => ({ field, factor })), rows }, null, 1)}\n`,
    );
  console.log(`wrote ${rows.length} volleys to ${file}`);
}

const started = performance.now();
const all = jobs();
console.log(
  `${values.calibrate ? 'calibrating' : 'tuning'}: ${all.length} volleys, seed ${seed}, ${workerCount} workers`,
);
const rows = await run(all);
const seconds = (performance.now() - started) / 1000;
console.log(
  values.calibrate ? formatCalibration(rows, CALIBRATION_STRENGTHS) : formatSweepSummary(rows, variants),
);
console.log(
  `\n${rows.length} volleys in ${seconds.toFixed(1)} s (${(rows.length / seconds).toFixed(0)} volleys/s)`,
);
if (values.out) writeOut(values.out, rows);
