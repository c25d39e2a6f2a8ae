import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CaptainIntent,
  CaptainMemory,
  decide,
  LEVEL_IDS,
  type Level,
  type LevelId,
  playMatch,
} from '../../../src/captains';
import { ABLATIONS } from '../../../src/captains/levels';
import { type Action, execute, type GameState, viewFor } from '../../../src/engine';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { positionWithHiddenCards, withHiddenValuesChanged } from './positions';
import { StubEstimator } from './stubEstimator';

const thresholds = { ...DEFAULT_THRESHOLDS };

/**
 * The decisions of a seat's turn, each executed (volleys resolved as a plain miss), up to the end of the
 * turn or the first explore: what an explore draws depends on the hidden tokens, and the seat then sees it.
 */
function playTurn(start: GameState, level: LevelId | Level, seed: number): CaptainIntent[] {
  const seat = start.turn?.seat ?? 0;
  const intents: CaptainIntent[] = [];
  let state = start;
  const memory = new CaptainMemory();
  for (let i = 0; i < 30 && state.turn?.seat === seat && state.phase.kind === 'playing'; i++) {
    const intent = decide(viewFor(state, seat), level, seed, thresholds, new StubEstimator(), memory);
    intents.push(intent);
    if (intent.kind === 'wait') break;
    const miss: Action = {
      type: 'resolveVolley',
      seat,
      outcome: {
        source: intent.kind === 'volley' ? intent.source : 'ship',
        best: 'none',
        captainsKnockedOff: [],
        shipsHit: [],
      },
    };
    const action = intent.kind === 'volley' ? miss : intent.action;
    const result = execute(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.reason}`);
    state = result.state;
    if (action.type === 'explore') break;
  }
  return intents;
}

describe('computer captains decide from their own view', () => {
  it.each(LEVEL_IDS)('A1: changing only hidden values never changes a %s decision', (level) => {
    for (const seed of [3, 11]) {
      const state = positionWithHiddenCards(seed);
      const changed = withHiddenValuesChanged(state, 0, seed + 100);
      expect(changed.players[1]?.cards).not.toEqual(state.players[1]?.cards);
      expect(changed.islands).not.toEqual(state.islands);
      expect(playTurn(changed, level, 5)).toEqual(playTurn(state, level, 5));
    }
  });

  it('A1: four players near the end, the estimated horizon (it weighs rivals one treasure short): hidden values never change a decision', () => {
    const state = positionWithHiddenCards(5, 4);
    for (const player of state.players) if (player.seat !== 0) player.treasures = 1;
    const changed = withHiddenValuesChanged(state, 0, 105);
    expect(changed.players[2]?.cards).not.toEqual(state.players[2]?.cards);
    expect(playTurn(changed, ABLATIONS['captain-estimated'], 5)).toEqual(
      playTurn(state, ABLATIONS['captain-estimated'], 5),
    );
  });

  it('A1: four players, the Captain’s race worth (rivals one treasure short): hidden values never change a decision', () => {
    for (const seed of [5, 18]) {
      const state = positionWithHiddenCards(seed, 4);
      for (const player of state.players) if (player.seat !== 0) player.treasures = 1;
      const changed = withHiddenValuesChanged(state, 0, seed + 100);
      expect(changed.players[2]?.cards).not.toEqual(state.players[2]?.cards);
      expect(playTurn(changed, 'captain', 5)).toEqual(playTurn(state, 'captain', 5));
    }
  });

  it('gives the same decision for the same view and seed, with or without a planning memory', () => {
    const state = positionWithHiddenCards(7);
    const view = viewFor(state, 0);
    const first = decide(view, 'captain', 9, thresholds, new StubEstimator());
    expect(decide(structuredClone(view), 'captain', 9, thresholds, new StubEstimator())).toEqual(first);
    expect(decide(view, 'captain', 9, thresholds, new StubEstimator(), new CaptainMemory())).toEqual(first);
  });

  it('A3: every action a captain sends names its own seat', () => {
    let checked = 0;
    for (const seed of [3, 5]) {
      const state = positionWithHiddenCards(seed, 3, 1);
      for (const intent of playTurn(state, 'boatswain', seed)) {
        if (
          intent.kind === 'action' &&
          'seat' in intent.action &&
          intent.action.type !== 'chooseFirstPlayer'
        ) {
          expect(intent.action.seat, `seed ${seed}: ${intent.action.type}`).toBe(1);
          checked++;
        }
        if (intent.kind === 'volley') {
          expect(intent.seat, `seed ${seed}: volley`).toBe(1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('waits when it is not its turn', () => {
    const state = positionWithHiddenCards(3);
    expect(decide(viewFor(state, 1), 'captain', 1, thresholds, new StubEstimator()).kind).toBe('wait');
  });
});

describe('fair hands', () => {
  /** The first volley intent of a turn at this seed. */
  const volleyAt = (seed: number) => {
    const state = positionWithHiddenCards(3);
    const intent = playTurn(state, 'captain', seed).find((i) => i.kind === 'volley');
    if (intent?.kind !== 'volley') throw new Error(`no volley in the turn (seed ${seed})`);
    return intent;
  };

  it('A2: the strength struck carries the hand noise, not the planned one, and is the same for the same seed', () => {
    const strengths = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const volley = volleyAt(seed);
      expect(volley.strength).not.toBe(volley.aimed);
      expect(Math.abs(volley.strength - volley.aimed)).toBeLessThan(0.2);
      expect(volleyAt(seed)).toEqual(volley);
      strengths.add(volley.strength);
    }
    expect(strengths.size).toBe(6);
  });
});

describe('headless games', () => {
  beforeAll(() => initPhysics());

  it('a captain never sends an action the engine refuses', () => {
    const estimator = new StubEstimator();
    const games = [
      { kinds: ['deckhand', 'boatswain'] as const, seed: 21 },
      { kinds: ['boatswain', 'greedy', 'deckhand'] as const, seed: 22 },
    ];
    for (const { kinds, seed } of games) {
      const record = playMatch({ kinds: [...kinds], seed, thresholds, estimator, maxRounds: 3 });
      expect(record.refusals, `seed ${seed}`).toBe(0);
      expect(record.volleys.some((count) => count > 0)).toBe(true);
    }
    expect(estimator.calls).toBeGreaterThan(0);
  });
});
