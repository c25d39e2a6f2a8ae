import type { Drill } from './drills';

/** One drill's running count this session: volleys judged, points, the streak and the personal best streak. */
export interface DrillTally {
  tries: number;
  score: number;
  streak: number;
  best: number;
}

export const freshTally = (best = 0): DrillTally => ({ tries: 0, score: 0, streak: 0, best });

/** The tally after one more judged volley: a met goal lengthens the streak, a miss ends it. */
export function tallyVolley(tally: DrillTally, met: boolean, run: number): DrillTally {
  const streak = met ? tally.streak + 1 : 0;
  // a point for every `run` volleys in a row: each one for plain drills, every third for three in a row
  const point = met && streak % run === 0;
  return {
    tries: tally.tries + 1,
    score: tally.score + (point ? 1 : 0),
    streak,
    best: Math.max(tally.best, streak),
  };
}

const RUN_WORDS = ['None', 'One', 'Two', 'Three', 'Four', 'Five'] as const;
const runWords = (run: number) => RUN_WORDS[run] ?? String(run);

/** "Landed on the ship at 5 spaces: streak 2, best 4"; a completed run of three says so first. */
export function drillWords(drill: Drill, met: boolean, tally: DrillTally): string {
  const done =
    met && drill.run > 1 && tally.streak % drill.run === 0 ? `${runWords(drill.run)} in a row! ` : '';
  return `${done}${met ? drill.met : drill.missed}: streak ${tally.streak}, best ${tally.best}`;
}

/** "Score 3 of 5": points against volleys judged. */
export const scoreWords = (tally: DrillTally) => `Score ${tally.score} of ${tally.tries}`;
