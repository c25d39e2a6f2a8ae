import { useEffect } from 'react';
import { sandboxMeter } from '../../store/sandbox/sandboxStore';
import { useSettingsStore } from '../../store/settings/settingsStore';
import { playStrengthTone, toneStep } from './strengthTone';

/** The strength heard as it changes (pulled, stepped or typed): a blip per 5 % step, behind the sound setting. */
export function useStrengthTone() {
  useEffect(() => {
    let heard = toneStep(sandboxMeter.get() ?? 0);
    return sandboxMeter.subscribe(() => {
      const strength = sandboxMeter.get() ?? 0;
      const step = toneStep(strength);
      if (step === heard) return;
      heard = step;
      const { muted, volume } = useSettingsStore.getState();
      if (!muted) playStrengthTone(strength, volume);
    });
  }, []);
}
