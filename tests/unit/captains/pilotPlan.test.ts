import { beforeAll, describe, expect, it } from 'vitest';
import {
  CaptainMemory,
  decide,
  LEVEL_IDS,
  LEVELS,
  type Level,
  type LevelId,
  playMatch,
} from '../../../src/captains';
import { ABLATIONS } from '../../../src/captains/levels';
import { PILOTS, pilotDecide } from '../../../src/captains/pilot';
import { pilotPlan, rivalThreat } from '../../../src/captains/pilotPlan';
import { execute, type GameState, viewFor } from '../../../src/engine';
import { neighborOf } from '../../../src/engine/hex';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { nearA, positionWithHiddenCards, withHiddenValuesChanged } from './positions';
import { StubEstimator } from './stubEstimator';

const thresholds = { ...DEFAULT_THRESHOLDS };

/** The level's decisions of the seat's turn, executed (volleys a plain miss), up to the turn's end or an explore. */
function turnOf(
  start: GameState,
  level: LevelId | Level,
  seed: number,
): { actions: string[]; end: GameState } {
  const seat = start.turn?.seat ?? 0;
  const memory = new CaptainMemory();
  const actions: string[] = [];
  let state = start;
  for (let i = 0; i < 30 && state.turn?.seat === seat && state.phase.kind === 'playing'; i++) {
    const intent = decide(viewFor(state, seat), level, seed, thresholds, new StubEstimator(), memory);
    if (intent.kind === 'wait') break;
    const action =
      intent.kind === 'volley'
        ? {
            type: 'resolveVolley' as const,
            seat,
            outcome: { source: intent.source, best: 'none' as const, captainsKnockedOff: [], shipsHit: [] },
          }
        : intent.action;
    actions.push(JSON.stringify(intent.kind === 'volley' ? { ...intent, estimate: undefined } : action));
    const result = execute(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.reason}`);
    state = result.state;
    if (action.type === 'explore') break;
  }
  return { actions, end: state };
}

describe('the levels sail on the pilot’s routes (pilotPlan, issue 33)', () => {
  beforeAll(() => initPhysics());

  it('every level plans with the pilot’s routes; the Captain alone searches a second action', () => {
    for (const level of LEVEL_IDS) expect(LEVELS[level].planner, level).toBe('pilot');
    expect(LEVELS.captain.secondPly).toBeGreaterThan(0);
    expect(LEVELS.boatswain.secondPly ?? 0).toBe(0);
  });

  it.each(LEVEL_IDS)(
    '%s: a card one move from its island is claimed this turn, as the pilot claims it',
    (level) => {
      const start = nearA('towerKeeper', 3);
      const pilot = pilotDecide(viewFor(start, 0), PILOTS.pilot, thresholds, new StubEstimator());
      expect(pilot).toEqual({ kind: 'action', action: { type: 'moveShip', seat: 0, path: ['forward'] } });
      expect(turnOf(start, level, 4).end.players[0]?.treasures).toBe(1);
    },
  );

  it('the pilot’s own line is one the search weighs, and the chosen line is valued no lower', () => {
    const state = positionWithHiddenCards(7);
    const plans = pilotPlan(state, 0, LEVELS.captain, new Set());
    expect(plans.alternatives.length).toBeGreaterThan(1);
    for (const plan of plans.alternatives) expect(plans.best.value).toBeGreaterThanOrEqual(plan.value);
  });

  it.each(LEVEL_IDS)(
    'A1: changing only hidden values never changes a %s turn (two and three players)',
    (level) => {
      for (const [seed, players] of [
        [3, 2],
        [19, 2],
        [8, 3],
      ] as const) {
        const state = positionWithHiddenCards(seed, players);
        const changed = withHiddenValuesChanged(state, 0, seed + 100);
        expect(changed.islands).not.toEqual(state.islands);
        expect(turnOf(changed, level, 5).actions, `seed ${seed}`).toEqual(turnOf(state, level, 5).actions);
      }
    },
  );

  it.each(LEVEL_IDS)('%s: the same view and seed give the same turn', (level) => {
    const state = positionWithHiddenCards(11);
    expect(turnOf(structuredClone(state), level, 9).actions).toEqual(turnOf(state, level, 9).actions);
  });

  // Issue 33, third session: the arena players that weigh the rival's next volley and sample the best lines' volleys.
  const searched = (
    [
      'captain-threat',
      'captain-rerank',
      'captain-next',
      'captain-full',
      'captain-shy',
      'captain-lean',
    ] as const
  ).map((id) => [id, ABLATIONS[id]] as const);
  it.each(searched)('A1: changing only hidden values never changes a %s turn', (_, level) => {
    for (const seed of [3, 19]) {
      const state = positionWithHiddenCards(seed);
      const changed = withHiddenValuesChanged(state, 0, seed + 100);
      expect(turnOf(changed, level, 5).actions, `seed ${seed}`).toEqual(turnOf(state, level, 5).actions);
    }
  });

  it.each(searched)('%s: the same view and seed give the same turn', (_, level) => {
    const state = positionWithHiddenCards(11);
    expect(turnOf(structuredClone(state), level, 9).actions).toEqual(turnOf(state, level, 9).actions);
  });

  it('the rival’s threat reads only public pieces (A1) and rises when the seat parks on its line of fire', () => {
    const state = positionWithHiddenCards(7);
    expect(rivalThreat(withHiddenValuesChanged(state, 0, 77), 0)).toBe(rivalThreat(state, 0));
    // The seat's ship three spaces dead ahead of the rival's, lying across its line: a shot handed over.
    const own = state.players[0]?.ship;
    const rival = state.players[1]?.ship;
    if (!own || !rival) throw new Error('fixture: two ships');
    const at = state.ships[rival];
    if (!at) throw new Error('fixture: the rival’s ship on the board');
    let hex = at.hex;
    for (let i = 0; i < 3; i++) hex = neighborOf(hex, at.facing) ?? hex;
    const parked: GameState = {
      ...state,
      kraken: null,
      ships: { ...state.ships, [own]: { hex, facing: ((at.facing + 1) % 6) as typeof at.facing } },
    };
    const away: GameState = { ...parked, ships: { ...state.ships } };
    delete away.ships[own];
    expect(rivalThreat(parked, 0)).toBeGreaterThan(rivalThreat(away, 0));
  });

  it('sends no refused action in a few seeded games', () => {
    const games = [
      { kinds: ['captain', 'pilot'] as const, seed: 51 },
      { kinds: ['deckhand', 'boatswain'] as const, seed: 52 },
      { kinds: ['greedy', 'captain', 'deckhand'] as const, seed: 53 },
      { kinds: ['captain-threat', 'captain-rerank'] as const, seed: 54 },
      { kinds: ['captain-next', 'boatswain'] as const, seed: 55 },
    ];
    for (const { kinds, seed } of games) {
      const record = playMatch({
        kinds: [...kinds],
        seed,
        thresholds,
        estimator: new StubEstimator(),
        maxRounds: 3,
      });
      expect(record.refusals, `seed ${seed}`).toBe(0);
      expect(record.rounds).toBeGreaterThan(0);
    }
  });
});
