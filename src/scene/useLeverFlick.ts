import { useCallback } from 'react';
import { useOthersActing } from '../store/game/shownTable';
import { leverCharge } from '../store/volley/leverCharge';
import { useVolleyStore } from '../store/volley/volleyStore';
import type { LeverBinding } from './LeverAim';
import { letGoAtPreset } from './letGoOfLever';
import { useFlick } from './useFlick';
import { useStrengthKeys } from './useStrengthKeys';

/**
 * The game's lever, handled where it is drawn: its flick (pointer and Space) or the strength keys ([ ]
 * and Enter) charge it, and its release lets it go with the thresholds of the preset in use
 * (letGoAtPreset). Idle unless the person at this screen aims.
 */
export function useLeverFlick(aiming: boolean): () => LeverBinding {
  const othersActing = useOthersActing();
  const fire = useCallback((strength: number) => {
    void letGoAtPreset(strength);
  }, []);
  useStrengthKeys(aiming && !othersActing, leverCharge.set, fire);
  return useFlick(aiming && !othersActing, leverCharge.set, fire, useVolleyStore.getState().cancel);
}
