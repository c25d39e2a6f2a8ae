import type { Action, CaptainId, GameResult, GameState, Seat } from '../engine';
import { CAPTAIN_IDS, createGame, execute, SHIP_IDS, viewFor } from '../engine';
import { generatorFrom, seedRng, shuffled } from '../engine/rng';
import { chooseAction } from '../engine/sim/agent';
import { createPrng, mixSeed } from '../physics/prng';
import type { Thresholds } from '../physics/thresholds';
import type { AimEstimator } from './aimEstimator';
import { decide, sharedEstimator } from './decide';
import { fireVolley } from './fireVolley';
import { HEURISTIC_IDS, type HeuristicId, heuristicDecide } from './heuristic';
import { seatAction } from './intent';
import { ABLATION_IDS, ABLATIONS, type AblationId, type LevelId } from './levels';
import { CaptainMemory } from './memory';
import { PILOT_IDS, PILOTS, type PilotId, pilotDecide } from './pilot';
import { setupChoice } from './setupChoice';

/**
 * Who sits at a seat: a captain level, `greedy` (the engine's simulated player), one of the simple
 * plans of `heuristic.ts` (the baselines of issue 18), a pilot (`pilot.ts`, issue 33) or the Captain with a part taken out (`ABLATIONS`).
 */
/** A baseline's choice as the action the arena plays: a volley flown and scored here, or the end of the turn. */
function actionOfChoice(
  state: GameState,
  seat: Seat,
  choice: ReturnType<typeof heuristicDecide> | ReturnType<typeof pilotDecide>,
  thresholds: Parameters<typeof fireVolley>[3],
): Action {
  if (choice.kind === 'fire')
    return seatAction(seat, {
      type: 'resolveVolley',
      outcome: fireVolley(state, choice.source, choice.strength, thresholds),
    });
  return choice.kind === 'action' ? choice.action : seatAction(seat, { type: 'endTurn' });
}

export type PlayerKind = LevelId | 'greedy' | HeuristicId | PilotId | AblationId;
export const PLAYER_KINDS: readonly PlayerKind[] = [
  'deckhand',
  'boatswain',
  'captain',
  'greedy',
  ...HEURISTIC_IDS,
  ...PILOT_IDS,
  ...ABLATION_IDS,
];

export function isPlayerKind(value: unknown): value is PlayerKind {
  return typeof value === 'string' && (PLAYER_KINDS as readonly string[]).includes(value);
}

function isHeuristic(kind: PlayerKind): kind is HeuristicId {
  return (HEURISTIC_IDS as readonly string[]).includes(kind);
}

function isPilot(kind: PlayerKind): kind is PilotId {
  return (PILOT_IDS as readonly string[]).includes(kind);
}

export interface MatchOptions {
  /** Who plays each seat, clockwise; seat 0 plays first (S1). */
  kinds: PlayerKind[];
  seed: number;
  thresholds: Thresholds;
  estimator?: AimEstimator;
  /** Rounds after which an unfinished game is abandoned (reported as capped). */
  maxRounds?: number;
  /** The clock decision times are read from, ms (wall time by default; the bench passes CPU time). */
  clock?: () => number;
}

/** One finished (or capped) game, in plain numbers per seat. */
export interface MatchRecord {
  seed: number;
  kinds: PlayerKind[];
  captains: (CaptainId | null)[];
  rounds: number;
  capped: boolean;
  result: GameResult | null;
  points: number[];
  /** Coins each seat won with volleys (V3), and volleys fired. */
  volleyCoins: number[];
  volleys: number[];
  /** Actions a computer captain sent that the engine refused (should stay 0). */
  refusals: number;
  /** Thinking time of each captain turn, ms, by seat. */
  turnMs: number[][];
}

/** Most decisions in one turn before the match ends the turn itself (a guard, never reached in play). */
const DECISIONS_PER_TURN = 60;

/**
 * Plays one headless game between computer players: captains decide from their own view (A1), every
 * volley flies through the physics under `thresholds` (greedy's volleys too: a random source and
 * strength). Captains get random distinct captain cards from the seed (C1–C4) so that win shares by
 * captain mean something; the Kraken goes near the centre.
 */
export function playMatch({
  kinds,
  seed,
  thresholds,
  estimator = sharedEstimator,
  maxRounds = 40,
  clock = () => performance.now(),
}: MatchOptions): MatchRecord {
  const players = kinds.length;
  let state: GameState = createGame({ names: kinds.map((kind, seat) => `${kind} ${seat + 1}`), seed });
  const prng = createPrng(mixSeed(seed, 1));
  const generator = generatorFrom(seedRng(mixSeed(seed, 2)));
  const record: MatchRecord = {
    seed,
    kinds,
    captains: [],
    rounds: 0,
    capped: false,
    result: null,
    points: new Array(players).fill(0),
    volleyCoins: new Array(players).fill(0),
    volleys: new Array(players).fill(0),
    refusals: 0,
    turnMs: kinds.map(() => []),
  };
  const apply = (action: Action): boolean => {
    const result = execute(state, action);
    if (!result.ok) return false;
    for (const event of result.events) {
      if (event.type === 'volleyFired') record.volleys[event.seat] = (record.volleys[event.seat] ?? 0) + 1;
      if (event.type === 'coinsPaid' && event.rule === 'V3')
        record.volleyCoins[event.seat] = (record.volleyCoins[event.seat] ?? 0) + event.coins;
    }
    state = result.state;
    return true;
  };
  // Setup (S1, S2, S4): seat 0 first, the Kraken near the centre, captain cards dealt at random.
  apply({ type: 'chooseFirstPlayer', seat: 0 });
  const spot = setupChoice(state, 0, prng);
  if (spot) apply(spot);
  const cards = shuffled(generator, CAPTAIN_IDS);
  for (let seat = 0; seat < players; seat++)
    apply({
      type: 'chooseCaptain',
      captain: cards[seat] as CaptainId,
      ship: SHIP_IDS[seat] as (typeof SHIP_IDS)[number],
    });

  const memories = kinds.map(() => new CaptainMemory());
  let thinking = 0;
  let decisions = 0;
  let turnKey = '';
  while (state.phase.kind === 'playing' && state.turn && state.turn.round <= maxRounds) {
    const seat: Seat = state.turn.seat;
    record.rounds = state.turn.round;
    const kind = kinds[seat] ?? 'greedy';
    const key = `${state.turn.round}/${seat}`;
    if (key !== turnKey) {
      turnKey = key;
      thinking = 0;
      decisions = 0;
    }
    decisions += 1;
    let action: Action;
    if (decisions > DECISIONS_PER_TURN) action = seatAction(seat, { type: 'endTurn' });
    else if (kind === 'greedy') {
      const chosen = chooseAction(state, generator);
      action =
        chosen.type === 'resolveVolley'
          ? seatAction(seat, {
              type: 'resolveVolley',
              outcome: fireVolley(state, chosen.outcome.source, prng.range(0.15, 0.75), thresholds),
            })
          : chosen;
    } else if (isHeuristic(kind)) {
      const choice = heuristicDecide(viewFor(state, seat), kind);
      action = actionOfChoice(state, seat, choice, thresholds);
    } else if (isPilot(kind)) {
      const started = clock();
      const choice = pilotDecide(viewFor(state, seat), PILOTS[kind], thresholds, estimator);
      thinking += clock() - started;
      action = actionOfChoice(state, seat, choice, thresholds);
    } else {
      const started = clock();
      const intent = decide(
        viewFor(state, seat),
        kind in ABLATIONS ? ABLATIONS[kind as AblationId] : (kind as LevelId),
        mixSeed(seed, 100 + seat),
        thresholds,
        estimator,
        memories[seat],
      );
      thinking += clock() - started;
      if (intent.kind === 'wait') action = seatAction(seat, { type: 'endTurn' });
      else if (intent.kind === 'volley')
        action = seatAction(seat, {
          type: 'resolveVolley',
          outcome: fireVolley(state, intent.source, intent.strength, thresholds),
        });
      else action = intent.action;
    }
    const endsTurn = action.type === 'endTurn';
    if (!apply(action)) {
      record.refusals += 1;
      if (!apply(chooseAction(state, generator))) apply(seatAction(seat, { type: 'endTurn' }));
    }
    if (endsTurn && kind !== 'greedy' && !isHeuristic(kind)) record.turnMs[seat]?.push(thinking);
  }
  record.captains = state.players.map((player) => player.captain);
  if (state.phase.kind === 'ended') {
    record.result = state.phase.result;
    for (const score of state.phase.result.scores) record.points[score.seat] = score.points;
  } else {
    record.capped = true;
    for (const player of state.players) record.points[player.seat] = player.coins + 6 * player.treasures;
  }
  return record;
}
