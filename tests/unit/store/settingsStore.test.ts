import { beforeEach, describe, expect, it } from 'vitest';
import {
  migrateSettings,
  settingsPersistence,
  useSettingsStore,
} from '../../../src/store/settings/settingsStore';

beforeEach(() => useSettingsStore.setState(useSettingsStore.getInitialState(), true));

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
    expect(settingsPersistence.version).toBe(3);
    expect(settingsPersistence.partialize?.(useSettingsStore.getState())).toEqual({
      motion: 'on',
      thresholdPreset: useSettingsStore.getState().thresholdPreset,
      graphics: useSettingsStore.getState().graphics,
      volume: 0.7,
      muted: false,
      hints: true,
      cameraSide: 'viewer',
    });
  });
});

describe('the camera side', () => {
  it('a stored side is kept, anything else left to the default', () => {
    expect(migrateSettings({ cameraSide: 'active' }, 3)).toEqual({ cameraSide: 'active' });
    expect(migrateSettings({ cameraSide: 'above' }, 3)).toEqual({});
  });
});

describe('volume and mute', () => {
  it('settings stored before version 3 get the default volume, unmuted', () => {
    expect(migrateSettings({ motion: 'off', graphics: 'fast' }, 2)).toEqual({
      motion: 'off',
      graphics: 'fast',
    });
    const store = useSettingsStore.getState();
    expect([store.volume, store.muted]).toEqual([0.7, false]);
  });

  it('a stored volume and mute are kept; a volume out of 0–1 or a mute that is no boolean is dropped', () => {
    expect(migrateSettings({ motion: 'on', volume: 0.25, muted: true }, 3)).toEqual({
      motion: 'on',
      volume: 0.25,
      muted: true,
    });
    expect(migrateSettings({ volume: 3, muted: 'yes' }, 3)).toEqual({});
    expect(migrateSettings({ volume: -0.1 }, 3)).toEqual({});
  });

  it('the slider is held within 0–1, and muting keeps the volume', () => {
    const store = useSettingsStore.getState();
    store.setVolume(1.4);
    expect(useSettingsStore.getState().volume).toBe(1);
    store.setVolume(0.3);
    store.setMuted(true);
    expect(useSettingsStore.getState()).toMatchObject({ volume: 0.3, muted: true });
    store.setVolume(Number.NaN);
    expect(useSettingsStore.getState().volume).toBe(0.7);
  });
});
