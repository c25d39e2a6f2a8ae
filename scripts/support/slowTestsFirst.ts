import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Unit test files that take half a minute or more on a 2-core machine (measured 2026-12-05), slowest
 * first. A fresh checkout has no timings cached, so vitest would start the biggest files first, and a
 * long file started last leaves one worker running it alone at the end.
 */
const SLOW = [
  'engine/properties',
  'physics/robustness',
  'engine/refusalOf',
  'store/batch',
  'store/captainDriver',
  'server/restart',
  'captains/decide',
  'server/stale',
  'store/balanceStore',
  'physics/sceneSampler',
  'store/onlineTable',
  'ui/ruleCodes',
  'captains/heuristic',
  'server/fault',
  'server/processes',
];

const rank = (spec: TestSpecification) => {
  const at = SLOW.findIndex((name) => spec.moduleId.includes(`/tests/unit/${name}.test.`));
  return at < 0 ? SLOW.length : at;
};

/** Vitest's order (failed, then slowest by cached timings, else biggest), the known slow files first. */
export class SlowTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
