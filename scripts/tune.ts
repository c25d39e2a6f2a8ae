/**
 * `npm run tune -- --volleys N --seed S [--source ship|kraken|tower] [--thresholds FILE] [--out FILE.json|.csv]
 *  [--workers W] [--calibrate [--per K]] [--spread [--per K]] [--skill [--per K]] [--drops [--per K]]`
 * Runs random volleys on every core (worker_threads) and prints the outcome distribution, the share
 * of cubes off the board, expected coins per strength band and source, and each threshold's
 * sensitivity. The same seed gives the same figures whatever the number of workers.
 * `--calibrate`: median landing per strength and source in open sea.
 * `--spread`: per source, strength (0.1 steps) and cup slot, the landing's median and the worst
 *  facing's interquartile range over K seeds in each of the six facings (default 30), and the cubes
 *  that left the cup downward.
 * `--skill`: per source and distance (2–7 spaces straight ahead), the band of strengths (0.02 steps)
 *  in which at least 80 % of K volleys (default 20; the target's facing cycles over them) score.
 * `--drops`: K cubes (default 50) let go from 2–15 cm over random points of a ship's deck: how many land.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { randomDeckDrops } from '../src/physics/deckDrop';
import {
  formatSpread,
  SPREAD_FACINGS,
  SPREAD_STRENGTHS,
  type SpreadRow,
  spreadCells,
  spreadInput,
} from '../src/physics/launchSpread';
import type { PieceKind } from '../src/physics/pieceSpec';
import { mixSeed } from '../src/physics/prng';
import { initPhysics } from '../src/physics/rapier';
import {
  formatSkill,
  SKILL_DISTANCES,
  SKILL_STEP,
  type SkillRow,
  skillBands,
  skillInput,
} from '../src/physics/skillWindow';
import { calibrationInput, type SweepRow, sweepInput, thresholdVariants } from '../src/physics/sweep';
import { formatCalibration, formatSweepSummary } from '../src/physics/sweepSummary';
import { DEFAULT_THRESHOLDS, parseThresholds, type Thresholds } from '../src/physics/thresholds';
import { runPool } from './tunePool';
import type { TuneJob } from './tuneWorker';

const { values } = parseArgs({
  options: {
    volleys: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    source: { type: 'string' },
    thresholds: { type: 'string' },
    out: { type: 'string' },
    workers: { type: 'string' },
    calibrate: { type: 'boolean', default: false },
    per: { type: 'string' },
    spread: { type: 'boolean', default: false },
    skill: { type: 'boolean', default: false },
    drops: { type: 'boolean', default: false },
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
const CALIBRATION_STRENGTHS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

function jobs(): TuneJob[] {
  if (!values.calibrate) {
    const count = Number(values.volleys);
    return Array.from({ length: count }, (_, index) => ({ index, input: sweepInput(seed, index, source) }));
  }
  const per = Number(values.per ?? 12);
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

const perOr = (fallback: number) => Math.max(1, Number(values.per ?? fallback));
const sources = source ? [source] : SOURCES;
const data = { base, variants };

/** `--spread`: open-sea volleys per source, strength, facing and seed; each cube slot's landing. */
async function spread(): Promise<string> {
  const per = perOr(30);
  const tags: Omit<SpreadRow, 'flights'>[] = [];
  for (const kind of sources)
    for (const strength of SPREAD_STRENGTHS)
      for (const facing of SPREAD_FACINGS)
        for (let k = 0; k < per; k++) tags.push({ index: tags.length, source: kind, strength, facing });
  console.log(
    `spread: ${tags.length} volleys (${per} seeds × 6 facings a cell), seed ${seed}, ${workerCount} workers`,
  );
  const jobs = tags.map((t) => ({
    index: t.index,
    input: spreadInput(t.source, t.strength, t.facing, mixSeed(seed, t.index)),
  }));
  const rows = await runPool('spread', jobs, data, workerCount);
  return formatSpread(
    spreadCells(rows.map((r) => ({ ...(tags[r.index] as SpreadRow), flights: r.flights }))),
  );
}

/** `--skill`: a target ship 2–7 spaces straight ahead; per strength, the share of volleys that score. */
async function skill(): Promise<string> {
  const per = perOr(20);
  const tags: Omit<SkillRow, 'scored'>[] = [];
  const steps = Math.round(1 / SKILL_STEP);
  for (const kind of sources)
    for (const distance of SKILL_DISTANCES)
      for (let i = 0; i <= steps; i++)
        for (let k = 0; k < per; k++)
          tags.push({
            index: tags.length,
            source: kind,
            distance,
            strength: Math.round(i * SKILL_STEP * 100) / 100,
          });
  console.log(`skill: ${tags.length} volleys (${per} a strength), seed ${seed}, ${workerCount} workers`);
  const jobs = tags.map((t) => ({
    index: t.index,
    input: skillInput(t.source, t.distance, t.strength, t.index % per, mixSeed(seed, t.index)),
  }));
  const rows = await runPool('skill', jobs, data, workerCount);
  const bands = skillBands(rows.map((r) => ({ ...(tags[r.index] as SkillRow), scored: r.scored })));
  return `Band of strengths in which ≥ 80 % of ${per} volleys score (target ship straight ahead, its facing cycling over the seeds, captain standing); width = highest − lowest strength of the band:\n${formatSkill(bands)}`;
}

/** `--drops`: cubes let go from 2–15 cm over a ship's deck: over every deck part, and over the planks alone. */
async function drops(): Promise<string> {
  await initPhysics();
  const count = perOr(50);
  const lines = (['deck', 'planks'] as const).map((span) => {
    const figure = randomDeckDrops(seed, count, 2, 15, span);
    const rests = new Map<string, number>();
    for (const d of figure.drops) rests.set(d.rest, (rests.get(d.rest) ?? 0) + 1);
    const where =
      span === 'deck'
        ? 'every deck part (stern castle, planks, lever cup)'
        : 'the planks (stern castle to bow)';
    return `drops from 2–15 cm over ${where} (seed ${seed}): ${figure.landed} of ${figure.dropped} landed; ended: ${[...rests].map(([k, n]) => `${k} ${n}`).join(', ')}`;
  });
  return lines.join('\n');
}

const started = performance.now();
if (values.spread || values.skill || values.drops) {
  const text = values.spread ? await spread() : values.skill ? await skill() : await drops();
  console.log(text);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
const all = jobs();
console.log(
  `${values.calibrate ? 'calibrating' : 'tuning'}: ${all.length} volleys, seed ${seed}, ${workerCount} workers`,
);
const rows = await runPool('sweep', all, data, workerCount);
const seconds = (performance.now() - started) / 1000;
console.log(
  values.calibrate ? formatCalibration(rows, CALIBRATION_STRENGTHS) : formatSweepSummary(rows, variants),
);
console.log(
  `\n${rows.length} volleys in ${seconds.toFixed(1)} s (${(rows.length / seconds).toFixed(0)} volleys/s)`,
);
if (values.out) writeOut(values.out, rows);
