import { create } from 'zustand';
import type { AimPreviewOptions } from '../../captains/aim';
import type { AimEstimate } from '../../captains/aimEstimator';
import type { Thresholds } from '../../physics/thresholds';
import type { VolleyInput } from '../../physics/volleyInput';
import { PREVIEW_SAMPLES, PREVIEW_STRENGTHS } from './aimPreviewStore';

/** The aim preview's sampling (the captain worker's `aimPreview` in the page, a stand-in in tests). */
export type AimPreviewCall = (
  input: VolleyInput,
  thresholds: Thresholds,
  options: AimPreviewOptions,
) => Promise<AimEstimate[]>;

export type PracticeAidStatus = 'off' | 'waiting' | 'ready' | 'failed';

interface PracticeAidState {
  status: PracticeAidStatus;
  /** Per previewed strength, for the volley being aimed (aimChancesAt reads any strength from them). */
  estimates: AimEstimate[];
  /** The firing piece the estimates are for: the marker's frame (tableFromFirer). */
  firing: VolleyInput['firing'] | null;
  /** The pose and thresholds asked for, as JSON: an answer for an older one is dropped. */
  key: string | null;
  /** How long the last answer took from the asking, ms. */
  ms: number | null;
}

const OFF: PracticeAidState = { status: 'off', estimates: [], firing: null, key: null, ms: null };

/**
 * The practice aids of the volley being aimed in the game: the aim preview's chances per strength
 * and where the cubes come down, sampled off the main thread as the captains aim. The wiring asks
 * (followPracticeAids in wiring.ts); the meter and the scene read them per frame.
 */
export const usePracticeAidStore = create<PracticeAidState>()(() => OFF);

/** Asks for the aids of a pose (its strike is the preview's variable); a pose already asked is not asked again. */
export function requestPracticeAid(
  input: VolleyInput,
  thresholds: Thresholds,
  preview: AimPreviewCall,
): void {
  const pose = { ...input, strike: { strength: 0 }, seed: 0 };
  const key = JSON.stringify([pose, thresholds]);
  if (usePracticeAidStore.getState().key === key) return;
  usePracticeAidStore.setState({ status: 'waiting', estimates: [], firing: pose.firing, key, ms: null });
  const asked = performance.now();
  preview(pose, thresholds, { strengths: PREVIEW_STRENGTHS, samples: PREVIEW_SAMPLES }).then(
    (estimates) => {
      if (usePracticeAidStore.getState().key !== key) return;
      usePracticeAidStore.setState({ status: 'ready', estimates, ms: performance.now() - asked });
    },
    () => {
      if (usePracticeAidStore.getState().key === key) usePracticeAidStore.setState({ status: 'failed' });
    },
  );
}

/** No volley aimed with the aids on: nothing to show, and a late answer is dropped. */
export function clearPracticeAid(): void {
  if (usePracticeAidStore.getState().status !== 'off') usePracticeAidStore.setState(OFF);
}
