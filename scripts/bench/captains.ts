/**
 * Captain figures (printed, never asserted): per level, the CPU time of a whole turn's decisions
 * (median, p95) over a few games against the sailor heuristic on this thread (the level's seat only),
 * and the Captain's in a four-player game against three sailors (where it counts the race worth). The issue 18 budget
 * (≤ 1 s median, ≤ 3 s p95 wall time with the other core busy) is read from it: with one core of its
 * own a turn's wall time is its CPU time; on a machine loaded further the wall time is longer, so the
 * games' wall-to-CPU ratio and the load average are printed beside it. Also where the time went (turn
 * planning, aiming) and how often the aim memo answered.
 */
import { loadavg } from 'node:os';
import { quantile } from '../../src/captains/arenaSummary';
import { decideStats, sharedEstimator } from '../../src/captains/decide';
import { LEVEL_IDS } from '../../src/captains/levels';
import { playMatch } from '../../src/captains/playMatch';
import { initPhysics } from '../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../src/physics/thresholds';

const GAMES = 2;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function runBench(): Promise<void> {
  await initPhysics();
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const level of LEVEL_IDS) {
    Object.assign(decideStats, { planMs: 0, plans: 0, aimMs: 0, shots: 0 });
    const simulated = sharedEstimator.simulated;
    const hits = sharedEstimator.hits;
    const turns: number[] = [];
    let cpu = 0;
    const wallStart = performance.now();
    for (let game = 0; game < GAMES; game++) {
      const kinds = game % 2 === 0 ? [level, 'sailor' as const] : ['sailor' as const, level];
      const cpuStart = cpuMs();
      const record = playMatch({
        kinds,
        seed: 900 + game,
        thresholds: { ...DEFAULT_THRESHOLDS },
        clock: cpuMs,
      });
      cpu += cpuMs() - cpuStart;
      turns.push(...(record.turnMs[kinds.indexOf(level)] ?? []));
    }
    const wall = performance.now() - wallStart;
    const sims = sharedEstimator.simulated - simulated;
    const memo = sharedEstimator.hits - hits;
    console.log(
      `${level.padEnd(10)} ${turns.length} turns: CPU per turn median ${quantile(turns, 0.5).toFixed(0)} ms, p95 ${quantile(turns, 0.95).toFixed(0)} ms (the games took ${(wall / Math.max(1, cpu)).toFixed(1)}× their CPU time in wall time); ` +
        `${decideStats.plans} plans (${(decideStats.planMs / Math.max(1, decideStats.plans)).toFixed(0)} ms wall each), ` +
        `${decideStats.shots} shots (${(decideStats.aimMs / Math.max(1, decideStats.shots)).toFixed(0)} ms wall each, ${sims} volleys simulated, ${memo} samples from the memo); ${(wall / 1000).toFixed(1)} s wall`,
    );
  }
  // Four players: the race worth (race.ts) only counts there; one game, the Captain first to play.
  const kinds = ['captain', 'sailor', 'sailor', 'sailor'] as const;
  const cpuStart = cpuMs();
  const record = playMatch({
    kinds: [...kinds],
    seed: 900,
    thresholds: { ...DEFAULT_THRESHOLDS },
    clock: cpuMs,
  });
  const turns = record.turnMs[0] ?? [];
  console.log(
    `captain, 4 players: ${turns.length} turns: CPU per turn median ${quantile(turns, 0.5).toFixed(0)} ms, p95 ${quantile(turns, 0.95).toFixed(0)} ms; the game ${((cpuMs() - cpuStart) / 1000).toFixed(1)} s CPU`,
  );
}
