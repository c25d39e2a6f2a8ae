import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine';
import { notYourTurnReason, setupWords } from '../../../src/table/setupActivity';

const names = ['Anne', 'Mary', 'Bob'];
const nameOf = (seat: Seat) => names[seat] ?? '?';

describe('who acts in setup, in words', () => {
  it('names the host for the first player, the first player for the Kraken, the seat choosing a captain', () => {
    const base = { firstSeat: 1 as Seat, turn: null };
    expect(setupWords({ ...base, phase: { kind: 'chooseFirstPlayer' }, firstSeat: null }, 0, nameOf)).toBe(
      'Anne is choosing who goes first',
    );
    expect(setupWords({ ...base, phase: { kind: 'placeKraken' } }, 0, nameOf)).toBe(
      'Mary is placing the Kraken',
    );
    expect(setupWords({ ...base, phase: { kind: 'chooseCaptains', nextSeat: 2 } }, 0, nameOf)).toBe(
      'Bob is choosing a captain and a ship',
    );
  });

  it('says nothing more than "not your turn" in play', () => {
    const playing = { phase: { kind: 'playing' } as const, firstSeat: 1 as Seat, turn: { seat: 2 as Seat } };
    expect(setupWords(playing, 0, nameOf)).toBeNull();
    expect(notYourTurnReason(playing, 0, nameOf)).toBe('It is not your turn');
    expect(notYourTurnReason({ ...playing, phase: { kind: 'placeKraken' } }, 0, nameOf)).toBe(
      'It is not your turn: Mary is placing the Kraken',
    );
  });
});
