import { describe, expect, it } from 'vitest';
import type { VolleyOutcome } from '../../../src/engine';
import { coinsPaid } from '../../../src/engine/coinsPaid';
import { give, ok, startedGame } from './fixtures';

const landed: { type: 'resolveVolley'; outcome: VolleyOutcome } = {
  type: 'resolveVolley',
  outcome: { source: 'ship', best: 'landed', captainsKnockedOff: [], shipsHit: ['blue'] },
};

describe('the coins a volley paid', () => {
  it('are the award while the supply lasts', () => {
    expect(coinsPaid(ok(startedGame({ players: 3 }), landed).events)).toBe(2);
  });

  it('are what was left once the supply runs short (B3), and none from an empty supply', () => {
    expect(coinsPaid(ok(give(startedGame({ players: 3 }), 1, { coins: 47 }), landed).events)).toBe(1);
    expect(coinsPaid(ok(give(startedGame({ players: 3 }), 1, { coins: 48 }), landed).events)).toBe(0);
  });
});
