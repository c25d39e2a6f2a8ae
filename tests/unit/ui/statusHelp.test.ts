import { describe, expect, it } from 'vitest';
import { STATUS_HELP, turnHint } from '../../../src/ui/statusHelp';

describe('help where the player looks', () => {
  it('says what the turn still allows in one sentence', () => {
    expect(turnHint(3, true, true)).toBe(
      'You can still sail, turn or explore 3 more times, fire once and use your ability.',
    );
    expect(turnHint(1, false, true)).toBe(
      'You can still sail, turn or explore once more and use your ability.',
    );
    expect(turnHint(0, true, false)).toBe('You can still fire once.');
    expect(turnHint(0, false, false)).toBe('Nothing is left this turn: end it.');
  });

  it('explains each status in one line, the curse with the way to pass it', () => {
    for (const line of Object.values(STATUS_HELP)) expect(line).not.toMatch(/\n/);
    expect(STATUS_HELP.cursed).toMatch(/hitting an opponent’s ship/);
  });
});
