import { AWARD_COINS, type VolleyAward } from '../../engine/volleyOutcome';
import type { CaptainScore, CubeRest, CubeScore, VolleyScore } from '../../physics/scoreTypes';
import type { Thresholds } from '../../physics/thresholds';

export const AWARD_SHORT: Readonly<Record<VolleyAward, string>> = {
  none: 'none',
  hit: 'hit',
  landed: 'landed',
  knockedOff: 'knocked off',
};

export const coinsText = (award: VolleyAward) =>
  `${AWARD_COINS[award]} coin${AWARD_COINS[award] === 1 ? '' : 's'}`;

const seconds = (step: number, dt: number) => `${(step * dt).toFixed(2)} s`;

function restText(rest: CubeRest): string {
  switch (rest.kind) {
    case 'gone':
      return 'fell off the table';
    case 'moving':
      return 'still moving when judged';
    case 'board':
      return 'lies in the sea or on an island';
    case 'target':
      return `rests on ${rest.piece} (${rest.part})`;
    case 'other':
      return 'rests elsewhere';
    default: {
      const never: never = rest;
      return String(never);
    }
  }
}

/** One sentence per cube: its award and the contact that decided it, against the threshold that judged it. */
export function cubeText(cube: CubeScore, dt: number, t: Thresholds): string {
  const deciding = cube.deciding;
  switch (cube.award) {
    case 'hit':
      return `hit ${cube.piece} ${cube.part} at ${seconds(deciding?.step ?? 0, dt)}, impulse ${deciding?.impulse.toFixed(2)} g·cm/s (hit impulse ≥ ${t.hitImpulse}); ${restText(cube.rest)}`;
    case 'landed':
      return `landed on ${cube.piece} (${cube.part}): first touched it at ${seconds(deciding?.step ?? 0, dt)}, impulse ${deciding?.impulse.toFixed(2)} g·cm/s, and rested there ≥ ${t.settleTime} s (under ${t.restSpeed} cm/s, ${t.restSpin} rad/s)`;
    case 'none':
      return `no hit (no contact with a target ≥ ${t.hitImpulse} g·cm/s); ${restText(cube.rest)}`;
    default: {
      const never: never = cube.award;
      return String(never);
    }
  }
}

export function captainText(captain: CaptainScore, t: Thresholds): string {
  const drop = `${captain.drop.toFixed(2)} cm`;
  const role = captain.target ? 'target' : 'not a target';
  switch (captain.verdict) {
    case 'onDeck':
      return `still on deck (${role})`;
    case 'touchingBoard':
      return `knocked off: touching the sea (${role})`;
    case 'offTable':
      return `knocked off: off the table (${role})`;
    case 'dropped':
      return `knocked off: off its deck and dropped ${drop} ≥ ${t.dropDistance} cm (${role})`;
    case 'offDeck':
      return `off its deck but dropped only ${drop} < ${t.dropDistance} cm: stays (${role})`;
    default: {
      const never: never = captain.verdict;
      return String(never);
    }
  }
}

/** "Hit · 1 coin · ships hit: blue". */
export function outcomeText(score: VolleyScore): string {
  const ships = score.outcome.shipsHit.length ? ` · ships hit: ${score.outcome.shipsHit.join(', ')}` : '';
  const off = score.outcome.captainsKnockedOff.length
    ? ` · overboard: ${score.outcome.captainsKnockedOff.join(', ')}`
    : '';
  return `${AWARD_SHORT[score.best]} · ${coinsText(score.best)}${ships}${off}`;
}
