import { describe, expect, it } from 'vitest';
import { validateState } from '../../../src/engine';
import { decodeSave, encodeSave, SAVE_VERSION } from '../../../src/store/saveFile';
import { fixtureGame } from './fixtureGame';

const now = new Date('2026-11-30T12:00:00Z');

describe('saved games', () => {
  it('round-trips a game and its log unchanged', () => {
    const game = fixtureGame();
    const decoded = decodeSave(encodeSave(game, [{ seq: 1 }], now), validateState);
    expect(decoded).toEqual({ ok: true, game, log: [{ seq: 1 }], seats: ['person', 'person'] });
  });

  it('refuses text that is not JSON, saying it is corrupt', () => {
    const decoded = decodeSave('{"format": "to-glory-save", "vers', validateState);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reason).toMatch(/not valid JSON/);
  });

  it('refuses a save from a newer version by name', () => {
    const text = encodeSave(fixtureGame(), [], now).replace(`"version":${SAVE_VERSION}`, '"version":7');
    const decoded = decodeSave(text, validateState);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reason).toMatch(/newer version .*save version 7/);
  });

  it('refuses a hand-edited save (checksum)', () => {
    const text = encodeSave(fixtureGame(), [], now).replace('"coins":0', '"coins":30');
    const decoded = decodeSave(text, validateState);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reason).toMatch(/edited or damaged/);
  });

  it('refuses a structurally broken game even with a matching checksum, naming the field', () => {
    const game = { ...fixtureGame(), towerFacing: 9 } as never;
    const decoded = decodeSave(encodeSave(game, [], now), validateState);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reason).toMatch(/towerFacing/);
  });

  it('refuses a game that breaks the rules (coins not conserved) even when well-formed', () => {
    const game = fixtureGame();
    const edited = { ...game, supply: { ...game.supply, coins: 47 } };
    const decoded = decodeSave(encodeSave(edited, [], now), validateState);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reason).toMatch(/breaks the rules/);
  });
});
