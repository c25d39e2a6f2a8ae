import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_THRESHOLDS, parseThresholds, type Thresholds } from '../../physics/thresholds';

/** The built-in preset; it can be restored but never edited away. */
export const DEFAULT_PRESET_NAME = 'Default';

export interface ThresholdPreset {
  name: string;
  thresholds: Thresholds;
}

export type PresetResult = { ok: true } | { ok: false; reason: string };

interface PresetStore {
  presets: ThresholdPreset[];
  save: (name: string, thresholds: Thresholds) => PresetResult;
  rename: (from: string, to: string) => PresetResult;
  remove: (name: string) => void;
  /** Imports a preset file; a bad file names its bad field and changes nothing. */
  importPreset: (text: string, fallbackName: string) => PresetResult;
  exportPreset: (name: string) => string | null;
  restoreDefault: () => void;
}

const builtIn = (): ThresholdPreset => ({ name: DEFAULT_PRESET_NAME, thresholds: { ...DEFAULT_THRESHOLDS } });

function cleanName(name: string): string | null {
  const trimmed = name.trim().slice(0, 40);
  return trimmed.length > 0 ? trimmed : null;
}

export const usePresetStore = create<PresetStore>()(
  persist(
    (set, get) => ({
      presets: [builtIn()],
      save(name, thresholds) {
        const clean = cleanName(name);
        if (!clean) return { ok: false, reason: 'A preset needs a name.' };
        if (clean === DEFAULT_PRESET_NAME)
          return { ok: false, reason: 'The Default preset cannot be overwritten.' };
        const preset = { name: clean, thresholds: { ...thresholds } };
        set({ presets: [...get().presets.filter((p) => p.name !== clean), preset] });
        return { ok: true };
      },
      rename(from, to) {
        const clean = cleanName(to);
        if (!clean) return { ok: false, reason: 'A preset needs a name.' };
        if (from === DEFAULT_PRESET_NAME)
          return { ok: false, reason: 'The Default preset cannot be renamed.' };
        if (get().presets.some((p) => p.name === clean))
          return { ok: false, reason: `A preset named ${clean} exists.` };
        set({ presets: get().presets.map((p) => (p.name === from ? { ...p, name: clean } : p)) });
        return { ok: true };
      },
      remove(name) {
        if (name === DEFAULT_PRESET_NAME) return;
        set({ presets: get().presets.filter((p) => p.name !== name) });
      },
      importPreset(text, fallbackName) {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return { ok: false, reason: 'The file is not valid JSON.' };
        }
        const body =
          typeof json === 'object' && json !== null && 'thresholds' in json ? json : { thresholds: json };
        const name = 'name' in body && typeof body.name === 'string' ? body.name : fallbackName;
        try {
          return get().save(name, parseThresholds(body.thresholds));
        } catch (error) {
          return { ok: false, reason: (error as Error).message };
        }
      },
      exportPreset(name) {
        const preset = get().presets.find((p) => p.name === name);
        return preset ? JSON.stringify(preset, null, 2) : null;
      },
      restoreDefault() {
        set({ presets: [builtIn(), ...get().presets.filter((p) => p.name !== DEFAULT_PRESET_NAME)] });
      },
    }),
    {
      name: 'to-glory:threshold-presets',
      version: 1,
      // a stored preset that no longer validates is dropped rather than trusted
      merge: (persisted, current) => {
        const stored = (persisted as { presets?: unknown[] } | undefined)?.presets ?? [];
        const valid: ThresholdPreset[] = [];
        for (const entry of stored) {
          try {
            const { name, thresholds } = entry as ThresholdPreset;
            if (typeof name === 'string' && name !== DEFAULT_PRESET_NAME)
              valid.push({ name, thresholds: parseThresholds(thresholds) });
          } catch {
            // skip the broken preset
          }
        }
        return { ...current, presets: [builtIn(), ...valid] };
      },
    },
  ),
);

/** The thresholds of the named preset (the default when it is gone). */
export function activeThresholds(name: string): Thresholds {
  return (
    usePresetStore.getState().presets.find((p) => p.name === name)?.thresholds ?? { ...DEFAULT_THRESHOLDS }
  );
}
