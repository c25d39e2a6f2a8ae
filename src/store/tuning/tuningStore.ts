import { create } from 'zustand';
import type { VolleyScore } from '../../physics/scoreTypes';
import { scoreVolley } from '../../physics/scoreVolley';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';
import { useSettingsStore } from '../settings/settingsStore';
import { activeThresholds, usePresetStore } from './thresholdPresets';

/** A volley recorded this session, wherever it came from: fired in the sandbox, or volley i of the batch. */
export type RecordedRef = { source: 'sandbox'; id: string } | { source: 'batch'; index: number };

/** The thresholds outcomes are compared against: a preset as loaded, or a snapshot the tuner pinned. */
export interface Reference {
  name: string;
  thresholds: Thresholds;
}

interface TuningStore {
  /** The working thresholds: the sandbox and the batch score with these. */
  thresholds: Thresholds;
  reference: Reference;
  selected: RecordedRef | null;
  /** Sets one threshold; a value outside its bounds is refused with the reason. */
  setThreshold: (field: keyof Thresholds, value: number) => string | null;
  setThresholds: (thresholds: Thresholds) => void;
  /** Loads a preset: working values and reference, and the game's setup scores with it from now on. */
  loadPreset: (name: string) => void;
  /** Pins the working values as the reference ("compare against what I have now"). */
  pinReference: () => void;
  select: (ref: RecordedRef | null) => void;
}

export function thresholdProblem(field: keyof Thresholds, value: number): string | null {
  const info = THRESHOLD_INFO[field];
  if (!Number.isFinite(value)) return `${info.label} needs a number (${info.unit}).`;
  if (value < info.min || value > info.max)
    return `${info.label} must be between ${info.min} and ${info.max} ${info.unit}.`;
  return null;
}

function initial(): { thresholds: Thresholds; reference: Reference } {
  const name = useSettingsStore.getState().thresholdPreset;
  const thresholds = activeThresholds(name);
  return { thresholds: { ...thresholds }, reference: { name, thresholds: { ...thresholds } } };
}

export const useTuningStore = create<TuningStore>()((set, get) => ({
  ...initial(),
  selected: null,
  setThreshold(field, value) {
    const problem = thresholdProblem(field, value);
    if (problem) return problem;
    set({ thresholds: { ...get().thresholds, [field]: value } });
    return null;
  },
  setThresholds: (thresholds) => set({ thresholds: { ...thresholds } }),
  loadPreset(name) {
    const preset = usePresetStore.getState().presets.find((p) => p.name === name);
    if (!preset) return;
    useSettingsStore.getState().setThresholdPreset(name);
    set({ thresholds: { ...preset.thresholds }, reference: { name, thresholds: { ...preset.thresholds } } });
  },
  pinReference: () => set({ reference: { name: 'pinned', thresholds: { ...get().thresholds } } }),
  select: (selected) => set({ selected }),
}));

/** The key two outcomes are compared by: what the engine would be told. */
export function outcomeKey(score: VolleyScore): string {
  return JSON.stringify(score.outcome);
}

/** One recorded volley scored under the reference and the working thresholds. */
export interface Rescored {
  id: string;
  before: VolleyScore;
  after: VolleyScore;
  /** Whether the engine would be told something different (best award, captains, ships hit). */
  changed: boolean;
}

/**
 * Re-scores stored traces under the reference and the working thresholds without simulating them
 * again (P1), and marks the ones whose outcome differs.
 */
export function rescoreVolleys(
  volleys: readonly { id: string; trace: VolleyTrace }[],
  reference: Thresholds,
  thresholds: Thresholds,
): Rescored[] {
  return volleys.map(({ id, trace }) => {
    const before = scoreVolley(trace, reference);
    const after = scoreVolley(trace, thresholds);
    return { id, before, after, changed: outcomeKey(before) !== outcomeKey(after) };
  });
}

/** Which working values differ from the reference. */
export function changedFields(thresholds: Thresholds, reference: Thresholds): (keyof Thresholds)[] {
  return (Object.keys(thresholds) as (keyof Thresholds)[]).filter((k) => thresholds[k] !== reference[k]);
}
