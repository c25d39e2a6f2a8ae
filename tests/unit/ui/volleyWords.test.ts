import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, initPhysics } from '../../../src/physics';
import type { VolleyScore } from '../../../src/physics/scoreTypes';
import { fireInput } from '../../../src/table/fire';
import { emptySeaLayout, layoutInput, standardLayout } from '../../../src/table/sandboxLayout';
import { headlineWords, volleyWords } from '../../../src/ui/sandbox/volleyWords';

const score = (best: VolleyScore['best'], cubes: Partial<VolleyScore['cubes'][number]>[] = []): VolleyScore =>
  ({
    best,
    cubes: cubes.map((cube, i) => ({
      cube: i,
      award: 'none',
      piece: null,
      part: null,
      deciding: null,
      hits: [],
      rest: { kind: 'board' },
      ...cube,
    })),
    captains: [],
    judgedStep: 0,
    endedBy: 'rest',
    outcome: {
      source: 'ship',
      best,
      captainsKnockedOff: best === 'knockedOff' ? ['blue'] : [],
      shipsHit: [],
    },
  }) as VolleyScore;

describe('a volley in words', () => {
  it('names the award and the piece it was earned on, coins after', () => {
    expect(
      headlineWords(
        score('landed', [
          { award: 'hit', piece: 'kraken' },
          { award: 'landed', piece: 'blue' },
        ]),
      ),
    ).toBe('Landed on the blue ship: 2 coins');
    expect(headlineWords(score('hit', [{ award: 'hit', piece: 'tower' }]))).toBe('Hit the tower: 1 coin');
    expect(headlineWords(score('none'))).toBe('Splash! Nothing hit');
    expect(headlineWords(score('knockedOff'))).toBe(
      'Captain overboard! Knocked the blue captain off: 3 coins',
    );
  });
});

describe('a fired volley in words', () => {
  beforeAll(() => initPhysics());

  it('a soft volley at open sea splashes and says where the cubes lie', () => {
    const { trace, score: scored } = fireInput(layoutInput(emptySeaLayout(), 0.05, 3), DEFAULT_THRESHOLDS);
    const words = volleyWords(trace, scored);
    expect(scored.best).toBe('none');
    expect(words.headline).toBe('Splash! Nothing hit');
    // the game's sentence of where each cube lies: on the empty sea by its space
    expect(words.where).toMatch(
      /^(The cube|Both cubes|All three cubes|A cube|One cube|Two cubes) .*in the sea at column \d+, row \d+.*\.$/,
    );
  });

  it('on the standard board the cubes in the sea are named by the nearest landmark', () => {
    const { trace, score: scored } = fireInput(layoutInput(standardLayout(), 0.3, 5), DEFAULT_THRESHOLDS);
    const words = volleyWords(trace, scored);
    // as the game says it: counted cubes, the sea by its nearest landmark and side
    expect(words.where).toMatch(/^(The|A|All three|Both|Two|Three) cubes? .+\.$/);
    expect(words.where).toMatch(/island|tower|ship|Kraken|board|rolling/);
    expect(words.where).not.toMatch(/column/);
  });
});
