import { beforeEach, describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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

type SettingsStore = ReturnType<typeof useSettingsStore.getState>;

describe('the settings kept between visits', () => {
  /** A page's settings store reading `stored` from its storage (the browser's localStorage in the game). */
  async function pageReading(stored: unknown) {
    const items = new Map<string, string>([[settingsPersistence.name, JSON.stringify(stored)]]);
    const storage = createJSONStorage<Partial<SettingsStore>>(() => ({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }));
    const page = create<SettingsStore>()(
      persist(() => ({ ...useSettingsStore.getInitialState(), systemReducedMotion: false }), {
        ...settingsPersistence,
        storage,
      }),
    );
    await page.persist.rehydrate();
    return {
      settings: page.getState(),
      written: () => JSON.parse(items.get(settingsPersistence.name) ?? 'null'),
    };
  }

  it('what this version writes is read back as it was chosen', async () => {
    const store = useSettingsStore.getState();
    store.setMotion('off');
    store.setVolume(0.25);
    store.setMuted(true);
    store.setHints(false);
    store.setCameraSide('active');
    store.setGraphics('fast');
    const written = {
      state: settingsPersistence.partialize?.(useSettingsStore.getState()),
      version: settingsPersistence.version,
    };
    const { settings } = await pageReading(written);
    expect(settings).toMatchObject({
      motion: 'off',
      reducedMotion: false,
      volume: 0.25,
      muted: true,
      hints: false,
      cameraSide: 'active',
      graphics: 'fast',
    });
  });

  it('a first version’s bare flag becomes the choice “on”, with the sound as it comes, and is written anew', async () => {
    const { settings, written } = await pageReading({
      state: { reducedMotion: true, graphics: 'fancy' },
      version: 1,
    });
    expect(settings).toMatchObject({
      motion: 'on',
      reducedMotion: true,
      graphics: 'fancy',
      volume: 0.7,
      muted: false,
    });
    // the file is migrated once: read again, it gives the same choices
    const again = await pageReading(written());
    expect(again.settings).toMatchObject({
      motion: 'on',
      reducedMotion: true,
      graphics: 'fancy',
      volume: 0.7,
    });
  });

  it('a second version’s choice is kept and its missing volume is the default', async () => {
    const { settings } = await pageReading({
      state: { motion: 'off', thresholdPreset: 'Gentle' },
      version: 2,
    });
    expect(settings).toMatchObject({
      motion: 'off',
      thresholdPreset: 'Gentle',
      volume: 0.7,
      muted: false,
      hints: true,
    });
  });

  it('nonsense kept in storage is dropped for the defaults, the rest taken', async () => {
    const { settings } = await pageReading({
      state: { motion: 'sometimes', volume: 7, muted: 'yes', cameraSide: 'active' },
      version: settingsPersistence.version,
    });
    expect(settings).toMatchObject({ motion: 'system', volume: 0.7, muted: false, cameraSide: 'active' });
  });
});
