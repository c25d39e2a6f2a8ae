import { describe, expect, it } from 'vitest';
import { migrateSettings, settingsPersistence, useSettingsStore } from '../../../src/store/settingsStore';

describe('reduced motion: as the system, on or off', () => {
  it('a stored false of the old checkbox goes back to following the system', () => {
    expect(migrateSettings({ reducedMotion: false, graphics: 'fast', thresholdPreset: 'Gentle' }, 1)).toEqual(
      {
        motion: 'system',
        graphics: 'fast',
        thresholdPreset: 'Gentle',
      },
    );
  });

  it('a stored true stays on', () => {
    expect(migrateSettings({ reducedMotion: true }, 1)).toEqual({ motion: 'on' });
  });

  it('a current choice is kept; nonsense is dropped', () => {
    expect(migrateSettings({ motion: 'off' }, 2)).toEqual({ motion: 'off' });
    expect(migrateSettings({ motion: 'sometimes', graphics: 'ultra' }, 2)).toEqual({});
    expect(migrateSettings(null, 1)).toEqual({ motion: 'system' });
  });

  it('the choice decides, and "as the system" follows the system', () => {
    const store = useSettingsStore;
    store.setState({ systemReducedMotion: true });
    store.getState().setMotion('system');
    expect(store.getState().reducedMotion).toBe(true);
    store.getState().setMotion('off');
    expect(store.getState().reducedMotion).toBe(false);
    store.setState({ systemReducedMotion: false });
    store.getState().setMotion('on');
    expect(store.getState().reducedMotion).toBe(true);
    store.getState().setMotion('system');
    expect(store.getState().reducedMotion).toBe(false);
  });

  it('only the choice is stored, never the derived flag', () => {
    useSettingsStore.getState().setMotion('on');
    expect(settingsPersistence.version).toBe(2);
    expect(settingsPersistence.partialize?.(useSettingsStore.getState())).toEqual({
      motion: 'on',
      thresholdPreset: useSettingsStore.getState().thresholdPreset,
      graphics: useSettingsStore.getState().graphics,
    });
  });
});
