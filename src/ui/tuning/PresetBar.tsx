import { type ChangeEvent, useRef, useState } from 'react';
import { useSettingsStore } from '../../store/settings/settingsStore';
import { DEFAULT_PRESET_NAME, type PresetResult, usePresetStore } from '../../store/tuning/thresholdPresets';
import { changedFields, useTuningStore } from '../../store/tuning/tuningStore';
import { download } from '../sandbox/LayoutFile';

/** Presets: load (the game then scores with it), save, rename, delete, export, import, restore the default. */
export function PresetBar() {
  const presets = usePresetStore((store) => store.presets);
  const gamePreset = useSettingsStore((store) => store.thresholdPreset);
  const reference = useTuningStore((store) => store.reference);
  const thresholds = useTuningStore((store) => store.thresholds);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const store = usePresetStore.getState();
  const chosen = presets.some((p) => p.name === reference.name) ? reference.name : gamePreset;
  const unsaved = changedFields(thresholds, reference.thresholds).length > 0;

  const report = (result: PresetResult, done: string) =>
    setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: result.reason });
  const load = (preset: string) => {
    useTuningStore.getState().loadPreset(preset);
    setMessage({ ok: true, text: `Loaded ${preset}; new games score with it.` });
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosenFile = event.target.files?.[0];
    event.target.value = '';
    if (!chosenFile) return;
    const fallback = chosenFile.name.replace(/\.json$/i, '');
    report(store.importPreset(await chosenFile.text(), fallback), `Imported ${fallback}.`);
  };

  return (
    <section className="lab-panel preset-bar" aria-label="Threshold presets">
      <h3>Presets</h3>
      <p className="hint">
        The game scores with <strong data-testid="game-preset">{gamePreset}</strong>
        {unsaved && ' — the values here have unsaved changes'}.
      </p>
      <div className="control-row">
        <label>
          Preset
          <select value={chosen} onChange={(e) => load(e.target.value)} aria-label="Load a preset">
            {presets.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => {
            const text = store.exportPreset(chosen);
            if (text) download(`${chosen}.json`, text);
          }}
        >
          Export
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          Import…
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={importFile}
          data-testid="preset-file"
          aria-label="Preset file to import"
        />
      </div>
      <div className="control-row">
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Preset name"
          aria-label="Preset name"
        />
        <button type="button" onClick={() => report(store.save(name, thresholds), `Saved ${name.trim()}.`)}>
          Save these as
        </button>
        <button
          type="button"
          disabled={chosen === DEFAULT_PRESET_NAME}
          onClick={() => {
            const result = store.rename(chosen, name);
            report(result, `Renamed ${chosen} to ${name.trim()}.`);
            if (result.ok && gamePreset === chosen)
              useSettingsStore.getState().setThresholdPreset(name.trim());
            if (result.ok) load(name.trim());
          }}
        >
          Rename to
        </button>
        <button
          type="button"
          disabled={chosen === DEFAULT_PRESET_NAME}
          onClick={() => {
            store.remove(chosen);
            load(DEFAULT_PRESET_NAME);
          }}
        >
          Delete
        </button>
        <button
          type="button"
          onClick={() => {
            store.restoreDefault();
            load(DEFAULT_PRESET_NAME);
          }}
        >
          Restore default
        </button>
      </div>
      {message && (
        <p className={message.ok ? 'lab-info' : 'notice'} role="alert" data-testid="preset-message">
          {message.text}
        </p>
      )}
    </section>
  );
}
