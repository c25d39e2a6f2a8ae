import { z } from 'zod';

/**
 * What the scoring decides with (P1): plain data with defaults, changeable by the players; a change
 * re-scores recorded traces without simulating them again.
 */
export interface Thresholds {
  /** Smallest per-step contact impulse of a cube on a target or its captain that counts as a hit (P2), g·cm/s. */
  hitImpulse: number;
  /** Speed under which a cube counts as resting for landed (P3), cm/s. */
  restSpeed: number;
  /** Spin under which a cube counts as resting for landed (P3), rad/s. */
  restSpin: number;
  /** How long a cube must have rested when the volley is judged to have landed (P3), s. */
  settleTime: number;
  /** Smallest upward part of the contact normal for a support: a target under a cube (P3), a deck under a captain (P4); 0–1. */
  supportNormal: number;
  /** Drop of a captain's base below where it stood that counts as knocked off when it is off its deck (P4), cm. */
  dropDistance: number;
  /** The volley is judged at this time after the strike, or when everything came to rest if sooner (P5), s. */
  timeCap: number;
}

export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = {
  hitImpulse: 6,
  restSpeed: 2,
  restSpin: 2,
  settleTime: 0.2,
  supportNormal: 0.5,
  dropDistance: 1,
  timeCap: 5,
};

/** One row of the thresholds panel. */
export interface ThresholdInfo {
  label: string;
  unit: string;
  meaning: string;
  min: number;
  max: number;
  step: number;
}

/** Labels, units, meanings and sensible ranges for a UI panel (ranges respect what the trace records). */
export const THRESHOLD_INFO: Readonly<Record<keyof Thresholds, ThresholdInfo>> = {
  hitImpulse: {
    label: 'Hit impulse',
    unit: 'g·cm/s',
    meaning:
      'A cube hits a target when one step of contact pushes at least this hard. A 0.33 g cube striking head-on pushes m·(1+e)·v: about 0.4 × its speed in cm/s when slow, 0.5 at volley speeds, so 6 needs about 15 cm/s (speed ≈ 2.5 × the impulse).',
    min: 4,
    max: 100,
    step: 1,
  },
  restSpeed: {
    label: 'Rest speed',
    unit: 'cm/s',
    meaning: 'A cube slower than this is resting (for landed).',
    min: 1,
    max: 20,
    step: 0.5,
  },
  restSpin: {
    label: 'Rest spin',
    unit: 'rad/s',
    meaning: 'A cube spinning slower than this is resting (for landed).',
    min: 1,
    max: 20,
    step: 0.5,
  },
  settleTime: {
    label: 'Settle time',
    unit: 's',
    meaning: 'How long a cube must have rested on a target when the volley is judged to count as landed.',
    min: 0.05,
    max: 1,
    step: 0.05,
  },
  supportNormal: {
    label: 'Support slope',
    unit: 'cos θ',
    meaning:
      'How upright a contact must be to hold a cube on a target or a captain on its deck (1: flat only).',
    min: 0.1,
    max: 0.95,
    step: 0.05,
  },
  dropDistance: {
    label: 'Drop distance',
    unit: 'cm',
    meaning:
      'A captain off its deck that has dropped this far below its stern is knocked off, even if it has not reached the sea.',
    min: 0.3,
    max: 1.7,
    step: 0.1,
  },
  timeCap: {
    label: 'Time cap',
    unit: 's',
    meaning: 'The volley is judged this long after the strike if it has not come to rest by then.',
    min: 0.5,
    max: 6,
    step: 0.5,
  },
};

const field = (key: keyof Thresholds) =>
  z
    .number({ error: `${key} must be a number (${THRESHOLD_INFO[key].unit})` })
    .refine(Number.isFinite, `${key} must be finite`)
    .refine((v) => v >= THRESHOLD_INFO[key].min && v <= THRESHOLD_INFO[key].max, {
      message: `${key} must be between ${THRESHOLD_INFO[key].min} and ${THRESHOLD_INFO[key].max} ${THRESHOLD_INFO[key].unit}`,
    });

/** Validates a full Thresholds object; unknown fields are refused. */
export const thresholdsSchema = z.strictObject({
  hitImpulse: field('hitImpulse'),
  restSpeed: field('restSpeed'),
  restSpin: field('restSpin'),
  settleTime: field('settleTime'),
  supportNormal: field('supportNormal'),
  dropDistance: field('dropDistance'),
  timeCap: field('timeCap'),
});

/**
 * Parses thresholds from JSON (a string or a parsed value); missing fields take their defaults.
 * Throws an Error whose message names the bad field.
 */
export function parseThresholds(json: unknown): Thresholds {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (error) {
      throw new Error(`thresholds are not valid JSON: ${(error as Error).message}`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('thresholds must be a JSON object');
  }
  const result = thresholdsSchema.safeParse({ ...DEFAULT_THRESHOLDS, ...value });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.join('.') || (issue && 'keys' in issue ? String(issue.keys) : '(root)');
  throw new Error(`invalid thresholds: ${path}: ${issue?.message ?? 'unknown problem'}`);
}
