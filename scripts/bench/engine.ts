/**
 * Engine figures (printed, never asserted): full simulated games per CPU second and per wall second, and
 * the median cost of `legalActions` and `execute` over positions taken from those games.
 *
 * Before/after in the same run: the engine as it was at BASELINE_REF (or `BENCH_ENGINE_BASELINE=<git ref>`)
 * is extracted with `git archive` into .bench/ and plays the same games, alternating with the current
 * engine batch by batch, so a busy machine slows both alike. CPU time (process.cpuUsage) is what one core
 * spends; wall time is shown beside it. The two engines must also play identical games.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { actionFor, execute, type GameState, legalActions } from '../../src/engine';
import { generatorFrom, seedRng } from '../../src/engine/rng';
import { chooseAction } from '../../src/engine/sim/agent';
import { type GameSummary, type PlayOptions, playGame } from '../../src/engine/sim/playGame';

/** The engine before issue 19's speed work. */
const BASELINE_REF = 'c927494';
const GAMES_PER_BATCH = 50;
const BATCHES = 9;
/**
 * Games each engine plays before timing starts. V8 keeps re-optimising the hot rules for the first
 * thousand games or so: measured in batches of 50 from a cold start (2 players, quiet moment), 266,
 * 421, 573, 529, 758, 739, 1030, 1338… games a second. With 200 warm-up games the median of the
 * timed batches still measured that climb, not the steady speed an arena or a server runs at. Seeds
 * apart from the timed ones. The first warm-up batch's rate is printed too (a cold engine).
 */
const WARMUP_GAMES = 1000;
const IDENTITY_SEEDS = 100;
const SAMPLED_POSITIONS = 2000;

type Play = (options: PlayOptions) => GameSummary;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The baseline engine's playGame, or null (with the reason printed) when git cannot provide it. */
async function baselinePlay(): Promise<{ ref: string; play: Play } | null> {
  const ref = process.env.BENCH_ENGINE_BASELINE ?? BASELINE_REF;
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
    const dir = resolve('.bench', `engine-${sha}`);
    if (!existsSync(resolve(dir, 'src/engine/sim/playGame.ts'))) {
      mkdirSync(dir, { recursive: true });
      execFileSync('sh', ['-c', `git archive ${sha} src/engine | tar -x -C "${dir}"`]);
    }
    const module = (await import(resolve(dir, 'src/engine/sim/playGame.ts'))) as { playGame: Play };
    return { ref: sha, play: module.playGame };
  } catch (error) {
    console.log(`  (no baseline: ${(error as Error).message.split('\n')[0]})`);
    return null;
  }
}

interface Timing {
  cpu: number;
  wall: number;
}

function timeBatch(play: Play, players: number, firstSeed: number): Timing {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (let seed = firstSeed; seed < firstSeed + GAMES_PER_BATCH; seed++) play({ players, seed });
  const cpu = process.cpuUsage(cpuStart);
  return { cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wallStart) / 1000 };
}

/** Positions from a few games, every one a state a player could face. */
function samplePositions(players: number): GameState[] {
  const positions: GameState[] = [];
  for (let seed = 1; positions.length < SAMPLED_POSITIONS; seed++) {
    // Through setup only (round 0 is the cap), then on with a simulated player, keeping every state.
    let state = playGame({ players, seed, maxRounds: 0 }).final;
    const generator = generatorFrom(seedRng(seed));
    while (state.phase.kind !== 'ended' && positions.length < SAMPLED_POSITIONS) {
      positions.push(state);
      const result = execute(state, chooseAction(state, generator));
      if (!result.ok) break;
      state = result.state;
    }
  }
  return positions;
}

/** Median microseconds of `work` per position, each timed over enough repeats to rise above the clock. */
function medianMicros(positions: GameState[], work: (state: GameState) => unknown): number {
  const repeats = 20;
  const times = positions.map((state) => {
    const start = performance.now();
    for (let i = 0; i < repeats; i++) work(state);
    return ((performance.now() - start) * 1000) / repeats;
  });
  return median(times);
}

const perSecond = (games: number, seconds: number) => (games / seconds).toFixed(0);

export async function runBench(): Promise<void> {
  const baseline = await baselinePlay();
  console.log(`  load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`);
  for (const players of [2, 4]) {
    const coldNow = timeBatch(playGame, players, 10_001);
    const coldBefore = baseline && timeBatch(baseline.play, players, 10_001);
    for (let seed = 10_001 + GAMES_PER_BATCH; seed <= 10_000 + WARMUP_GAMES; seed++) {
      playGame({ players, seed });
      baseline?.play({ players, seed });
    }
    const now: Timing[] = [];
    const before: Timing[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      const firstSeed = 1 + batch * GAMES_PER_BATCH;
      if (baseline) before.push(timeBatch(baseline.play, players, firstSeed));
      now.push(timeBatch(playGame, players, firstSeed));
    }
    const cpuNow = median(now.map((t) => t.cpu));
    const wallNow = median(now.map((t) => t.wall));
    console.log(
      `${players} players: ${perSecond(GAMES_PER_BATCH, cpuNow)} games per CPU second ` +
        `(${perSecond(GAMES_PER_BATCH, wallNow)} per wall second), median of ${BATCHES} batches of ${GAMES_PER_BATCH} ` +
        `after ${WARMUP_GAMES} warm-up games; the first ${GAMES_PER_BATCH} warm-up games ${perSecond(GAMES_PER_BATCH, coldNow.cpu)} per CPU second` +
        (coldBefore ? ` (baseline ${perSecond(GAMES_PER_BATCH, coldBefore.cpu)})` : ''),
    );
    if (baseline) {
      const cpuBefore = median(before.map((t) => t.cpu));
      const wallBefore = median(before.map((t) => t.wall));
      let identical = 0;
      for (let seed = 1; seed <= IDENTITY_SEEDS; seed++) {
        const a = JSON.stringify(baseline.play({ players, seed }));
        if (a === JSON.stringify(playGame({ players, seed }))) identical += 1;
      }
      console.log(
        `  baseline ${baseline.ref}: ${perSecond(GAMES_PER_BATCH, cpuBefore)} games per CPU second ` +
          `(${perSecond(GAMES_PER_BATCH, wallBefore)} per wall second), same batches alternating: ` +
          `${(cpuBefore / cpuNow).toFixed(2)}× faster by CPU, ${(wallBefore / wallNow).toFixed(2)}× by wall; ` +
          `identical games ${identical}/${IDENTITY_SEEDS}`,
      );
    }
    const positions = samplePositions(players);
    const legal = medianMicros(positions, legalActions);
    const listed = median(positions.map((state) => legalActions(state).length));
    const endTurn = medianMicros(positions, (state) => execute(state, actionFor(state, { type: 'endTurn' })));
    console.log(
      `  legalActions: median ${legal.toFixed(1)} µs (${listed} actions listed, median) over ${positions.length} positions`,
    );
    console.log(`  execute(endTurn): median ${endTurn.toFixed(1)} µs`);
  }
}
