/**
 * Practice-aid figures (printed, never asserted): the wall time of the aim preview the game asks the
 * captain worker for when a person starts a volley (PREVIEW_STRENGTHS × PREVIEW_SAMPLES volleys of the
 * seat's scene), per source on the first turns of a few seeded games, on this thread with a fresh
 * estimator each time (no memo: what a pose never seen costs), median and extremes.
 */
import { loadavg } from 'node:os';
import { aimPreview } from '../../src/captains/aim';
import { SamplingEstimator } from '../../src/captains/aimEstimator';
import { quantile } from '../../src/captains/arenaSummary';
import type { VolleySource } from '../../src/engine/ids';
import { setUpGame } from '../../src/engine/sim/setUpGame';
import { initPhysics } from '../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../src/physics/thresholds';
import { PREVIEW_SAMPLES, PREVIEW_STRENGTHS } from '../../src/store/volley/aimPreviewStore';
import { volleyInputFor } from '../../src/table/volleyInputFor';

const SEEDS = [424242, 31, 7, 99, 2026];
const SOURCES: VolleySource[] = ['ship', 'tower', 'kraken'];

export async function runBench(): Promise<void> {
  await initPhysics();
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const times: number[] = [];
  for (const seed of SEEDS) {
    const game = setUpGame({
      names: ['Anne', 'Mary'],
      seed,
      choices: [
        { captain: 'helmsman', ship: 'red' },
        { captain: 'navigator', ship: 'blue' },
      ],
    });
    for (const source of SOURCES) {
      const input = volleyInputFor(game, source, 0, 0);
      const started = performance.now();
      aimPreview(input, DEFAULT_THRESHOLDS, new SamplingEstimator(), {
        strengths: PREVIEW_STRENGTHS,
        samples: PREVIEW_SAMPLES,
      });
      times.push(performance.now() - started);
    }
  }
  console.log(
    `aim preview of a pose (${PREVIEW_STRENGTHS.length} strengths × ${PREVIEW_SAMPLES} samples), ${times.length} poses: ` +
      `median ${quantile(times, 0.5).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms wall`,
  );
}
