import { describe, expect, it } from 'vitest';
import { validateState } from '../../../src/engine';
import { computerToAct, needsHandOff, SPECTATOR, tableViewer } from '../../../src/store/game/seatKinds';
import { decodeSave, encodeSave } from '../../../src/store/saves/saveFile';
import { fixtureGame } from '../game/fixtureGame';

const now = new Date('2026-12-01T10:00:00Z');

describe('seat kinds in the save', () => {
  it('round-trip with the game, under the checksum', () => {
    const game = fixtureGame();
    const decoded = decodeSave(encodeSave(game, [], now, ['person', 'captain']), validateState);
    expect(decoded).toMatchObject({ ok: true, seats: ['person', 'captain'] });
  });

  it('an old save without seat kinds loads as all people', () => {
    const text = encodeSave(fixtureGame(), [], now);
    expect(JSON.parse(text)).not.toHaveProperty('seats');
    expect(decodeSave(text, validateState)).toMatchObject({ ok: true, seats: ['person', 'person'] });
  });

  it('an edited seat kind breaks the checksum', () => {
    const text = encodeSave(fixtureGame(), [], now, ['person', 'deckhand']).replace(
      '"deckhand"',
      '"captain"',
    );
    const decoded = decodeSave(text, validateState);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reason).toMatch(/checksum/);
  });

  it('refuses an unknown kind or a count that does not match the players, with a reason', () => {
    const unknown = decodeSave(
      encodeSave(fixtureGame(), [], now, ['person', 'admiral' as 'captain']),
      validateState,
    );
    expect(unknown.ok).toBe(false);
    if (!unknown.ok)
      expect(unknown.reason).toBe('This save is damaged: seat 2 holds something the game does not know.');
    const three = decodeSave(
      encodeSave(fixtureGame(), [], now, ['person', 'captain', 'captain']),
      validateState,
    );
    expect(three.ok).toBe(false);
    if (!three.ok) expect(three.reason).toMatch(/3 seats for 2 players/);
  });
});

describe('who acts, who sees, when the screen is handed over', () => {
  const game = fixtureGame(); // Anne (seat 0) is on her first turn

  it('the computer to act is the seat of the turn when it is a computer', () => {
    expect(computerToAct(game, ['captain', 'person'])).toEqual({ seat: 0, level: 'captain' });
    expect(computerToAct(game, ['person', 'captain'])).toBeNull();
    expect(computerToAct(null, ['captain', 'captain'])).toBeNull();
  });

  it('the hand-off shows only for a person when another person shares the screen', () => {
    expect(needsHandOff(['person', 'person'], 1)).toBe(true);
    expect(needsHandOff(['person', 'captain'], 0)).toBe(false);
    expect(needsHandOff(['person', 'captain', 'person'], 1)).toBe(false);
    expect(needsHandOff(['person', 'captain', 'person'], 2)).toBe(true);
    expect(needsHandOff(['deckhand', 'captain'], 0)).toBe(false);
  });

  it('one person always sees the table as themself; a watched game and a computer among people show no one', () => {
    expect(tableViewer(game, ['captain', 'person'])).toBe(1);
    expect(tableViewer(game, ['person', 'captain'])).toBe(0);
    expect(tableViewer(game, ['deckhand', 'captain'])).toBe(SPECTATOR);
    expect(tableViewer(game, ['person', 'person'])).toBe(0);
    expect(tableViewer(game, ['captain', 'person', 'person'])).toBe(SPECTATOR);
  });
});
