import { create } from 'zustand';
import type { AimEstimate } from '../../captains/aimEstimator';
import type { Thresholds } from '../../physics/thresholds';
import type { VolleyInput } from '../../physics/volleyInput';
import { captainService } from '../captains/captainService';

/** Strengths the preview estimates along the power meter. */
export const PREVIEW_STRENGTHS = Array.from({ length: 11 }, (_, i) => i / 10);
/** Samples of the physics per strength (seeded: the same pose and thresholds give the same preview). */
export const PREVIEW_SAMPLES = 6;
/** Wait after the last change of pose or thresholds before asking the worker, ms. */
export const PREVIEW_DEBOUNCE_MS = 300;

export type AimPreviewStatus = 'idle' | 'waiting' | 'ready' | 'failed';

interface AimPreviewStore {
  status: AimPreviewStatus;
  estimates: AimEstimate[];
  /** The pose and thresholds the estimates are for, as JSON (a stale answer never replaces a newer one). */
  key: string | null;
  message: string | null;
  request: (input: VolleyInput, thresholds: Thresholds) => void;
}

let timer: ReturnType<typeof setTimeout> | null = null;
/** The newest request; an answer for any other is dropped, and only the newest waiting one is sent. */
let wanted: { key: string; input: VolleyInput; thresholds: Thresholds } | null = null;
let inFlight = false;

async function send() {
  if (inFlight || !wanted) return;
  inFlight = true;
  const job = wanted;
  try {
    const estimates = await captainService().aimPreview(job.input, job.thresholds, {
      strengths: PREVIEW_STRENGTHS,
      samples: PREVIEW_SAMPLES,
    });
    if (wanted?.key === job.key) useAimPreviewStore.setState({ status: 'ready', estimates, key: job.key });
  } catch (error) {
    if (wanted?.key === job.key)
      useAimPreviewStore.setState({ status: 'failed', message: (error as Error).message });
  } finally {
    inFlight = false;
  }
  if (wanted && wanted.key !== job.key) void send();
}

/**
 * The sandbox's aim preview: per strength, the chances of hit / landed / knocked off and the coins
 * expected for the pose and thresholds, sampled by the captain worker (the captains' own estimator).
 * Requests are debounced; while one is out only the newest change waits, older ones are dropped.
 */
export const useAimPreviewStore = create<AimPreviewStore>()((set, get) => ({
  status: 'idle',
  estimates: [],
  key: null,
  message: null,
  request(input, thresholds) {
    // the strike is the preview's variable and the seed is the samples' own: neither changes the key
    const pose = { ...input, strike: { strength: 0 }, seed: 0 };
    const key = JSON.stringify([pose, thresholds]);
    if (key === get().key || key === wanted?.key) return;
    wanted = { key, input: pose, thresholds };
    set({ status: 'waiting', message: null });
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void send();
    }, PREVIEW_DEBOUNCE_MS);
  },
}));
