import { useCallback } from 'react';
import { useOthersActing } from '../store/game/shownTable';
import { useSettingsStore } from '../store/settings/settingsStore';
import { activeThresholds } from '../store/tuning/thresholdPresets';
import { leverCharge } from '../store/volley/leverCharge';
import { useVolleyStore } from '../store/volley/volleyStore';
import type { LeverBinding } from './LeverAim';
import { letGoOfLever } from './letGoOfLever';
import { useFlick } from './useFlick';
import { useStrengthKeys } from './useStrengthKeys';

/**
 * The game's lever, handled where it is drawn: its flick (pointer and Space) or the strength keys ([ ]
 * and Enter) charge it, and its release lets it go with the thresholds of the preset in use
 * (letGoOfLever). Idle unless the person at this screen aims.
 */
export function useLeverFlick(aiming: boolean): () => LeverBinding {
  const othersActing = useOthersActing();
  const fire = useCallback((strength: number) => {
    void letGoOfLever(strength, activeThresholds(useSettingsStore.getState().thresholdPreset));
  }, []);
  useStrengthKeys(aiming && !othersActing, leverCharge.set, fire);
  return useFlick(aiming && !othersActing, leverCharge.set, fire, useVolleyStore.getState().cancel);
}
