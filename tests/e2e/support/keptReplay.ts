import { type Action, createGame, execute, type GameState } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { initPhysics } from '../../../src/physics';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { traceHash } from '../../../src/physics/traceHash';
import { fireInput } from '../../../src/table/fire';
import type { KeptAction, KeptGame } from '../../../src/table/keptGame';
import { keptGameOf } from '../../../src/table/keptGameOf';
import { volleyInputFor, volleySeed } from '../../../src/table/volleyInputFor';

export interface PlayedGame {
  /** The game's first state and every action, each volley flown in the physics (its input and hash). */
  initial: GameState;
  actions: KeptAction[];
  /** The state before the last action, and the last action (an end of turn that ends the game). */
  beforeEnd: GameState;
  last: Action;
}

/**
 * A two-player game played by the simulated captains to its end, every volley flown for real from the
 * table: the simulated captain's strength, the game's own seed, the outcome the physics scored.
 */
export async function playedGame(seed = 3): Promise<PlayedGame> {
  await initPhysics();
  const initial = createGame({ names: ['Anne', 'Mary'], seed });
  const generator = generatorFrom(seedRng(seed ^ 0x5eed));
  const actions: KeptAction[] = [];
  let state = initial;
  for (let step = 0; step < 20_000; step++) {
    let action = chooseAction(state, generator);
    let kept: KeptAction = { action };
    if (action.type === 'resolveVolley') {
      const strength = 0.35 + ((step * 37) % 40) / 100;
      const fired = fireInput(
        volleyInputFor(state, action.outcome.source, strength, volleySeed(state)),
        DEFAULT_THRESHOLDS,
      );
      action = { type: 'resolveVolley', seat: action.seat, outcome: fired.score.outcome };
      kept = { action, volley: { input: fired.input, hash: traceHash(fired.trace) } };
    }
    const result = execute(state, action);
    if (!result.ok) throw new Error(`playedGame: ${result.reason} (seed ${seed})`);
    if (result.state.phase.kind === 'ended') {
      if (action.type !== 'endTurn') throw new Error(`playedGame: seed ${seed} ends on a ${action.type}`);
      return { initial, actions: [...actions, kept], beforeEnd: state, last: action };
    }
    actions.push(kept);
    state = result.state;
  }
  throw new Error(`playedGame: seed ${seed} never ends`);
}

/** The played game as a replay file holds it. */
export function keptReplay(played: PlayedGame): KeptGame {
  return keptGameOf({
    id: 'e2e-replay',
    record: { kind: 'actions', initial: played.initial, actions: played.actions },
    seats: ['person', 'person'],
    place: { kind: 'here' },
    finishedAt: new Date('2026-12-04T12:00:00Z'),
  });
}
