import type { Thresholds } from '../physics/thresholds';
import { type DispatchResult, useGameStore } from '../store/game/gameStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { activeThresholds } from '../store/tuning/thresholdPresets';
import { useVolleyStore } from '../store/volley/volleyStore';

/**
 * The lever let go at a strength: it rests again, and the fire intent from where it was aimed goes to
 * the game store's one door. Answers the store's result, or null when the lever was not aimed.
 */
export function letGoOfLever(strength: number, thresholds: Thresholds): Promise<DispatchResult> | null {
  const source = useVolleyStore.getState().release();
  if (!source) return null;
  return useGameStore.getState().dispatch({ type: 'fire', source, strength, thresholds });
}

/** The lever let go at a strength with the thresholds of the preset in use (the game's lever). */
export function letGoAtPreset(strength: number): Promise<DispatchResult> | null {
  return letGoOfLever(strength, activeThresholds(useSettingsStore.getState().thresholdPreset));
}
