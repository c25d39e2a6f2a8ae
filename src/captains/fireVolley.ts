import type { GameState, VolleyOutcome, VolleySource } from '../engine';
import type { Thresholds } from '../physics/thresholds';
import { fire } from '../table/fire';
import { volleySeed } from '../table/volleyInputFor';

/**
 * What a volley struck now by the active player does, as the game would fly it: the real state's poses,
 * the game's volley seed (P6), the physics and the thresholds. For headless play (arena, balance panel);
 * needs initPhysics() to have resolved.
 */
export function fireVolley(
  state: GameState,
  source: VolleySource,
  strength: number,
  thresholds: Thresholds,
): VolleyOutcome {
  return fire(state, source, strength, volleySeed(state), thresholds).score.outcome;
}
