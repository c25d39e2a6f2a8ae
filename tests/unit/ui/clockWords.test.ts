import { describe, expect, it } from 'vitest';
import { tableClockSchema } from '../../../src/table/onlineMessages';
import { timeWarningLeadMs } from '../../../src/table/turnTime';
import { clockOf, DEFAULT_CLOCK_FORM } from '../../../src/ui/ClockChoice';
import { clockLabel, clockReading, timeInWords } from '../../../src/ui/clockWords';

describe('a table clock in words', () => {
  it('reads the time left as a clock: minutes and seconds under an hour, hours and days over it', () => {
    expect(clockReading(119_001)).toBe('2:00');
    expect(clockReading(61_000)).toBe('1:01');
    expect(clockReading(9_000)).toBe('0:09');
    expect(clockReading(-5_000)).toBe('0:00');
    expect(clockReading(23 * 3_600_000 + 5 * 60_000)).toBe('23 h 05 min');
    expect(clockReading(50 * 3_600_000)).toBe('2 d 2 h 00 min');
  });

  it('says the time left in words, and warns at a tenth of a turn within bounds', () => {
    expect(timeInWords(20_000)).toBe('20 seconds');
    expect(timeInWords(1_000)).toBe('1 second');
    expect(timeInWords(5 * 60_000)).toBe('5 minutes');
    expect(timeInWords(3 * 3_600_000)).toBe('3 hours');
    expect(timeWarningLeadMs({ limit: { kind: 'none' } })).toBeNull();
    expect(timeWarningLeadMs({ limit: { kind: 'realTime', turnSeconds: 120, addSeconds: 10 } })).toBe(12_000);
    expect(timeWarningLeadMs({ limit: { kind: 'realTime', turnSeconds: 30, addSeconds: 0 } })).toBe(10_000);
    expect(timeWarningLeadMs({ limit: { kind: 'realTime', turnSeconds: 3600, addSeconds: 0 } })).toBe(60_000);
    expect(timeWarningLeadMs({ limit: { kind: 'turnBased', turnHours: 24 } })).toBe(24 * 360_000);
    expect(timeWarningLeadMs({ limit: { kind: 'turnBased', turnHours: 1 } })).toBe(1_800_000);
  });

  it('names the time control, and the create form gives clocks the protocol accepts', () => {
    const realTime = clockOf({ ...DEFAULT_CLOCK_FORM, kind: 'realTime' });
    expect(realTime).toEqual({
      limit: { kind: 'realTime', turnSeconds: 120, addSeconds: 10 },
      onTimeout: { kind: 'captain', level: 'boatswain' },
    });
    expect(clockLabel(realTime)).toBe('2 min a turn + 10 s an action');
    const daily = clockOf({ ...DEFAULT_CLOCK_FORM, kind: 'turnBased', onTimeout: 'endTurn' });
    expect(daily).toEqual({ limit: { kind: 'turnBased', turnHours: 24 }, onTimeout: { kind: 'endTurn' } });
    expect(clockLabel(daily)).toBe('24 h a move');
    expect(clockLabel(clockOf(DEFAULT_CLOCK_FORM))).toBe('No clock');
    for (const clock of [realTime, daily, clockOf(DEFAULT_CLOCK_FORM)])
      expect(tableClockSchema.safeParse(clock).success).toBe(true);
    // a half-minute turn is offered; a bad number typed in reaches the server, which says why it refuses
    expect(clockOf({ ...DEFAULT_CLOCK_FORM, kind: 'realTime', minutes: '0.5' }).limit).toMatchObject({
      turnSeconds: 30,
    });
    expect(
      tableClockSchema.safeParse(clockOf({ ...DEFAULT_CLOCK_FORM, kind: 'turnBased', hours: '0' })).success,
    ).toBe(false);
  });
});
