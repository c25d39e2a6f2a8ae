import { useRef } from 'react';
import { useAppStore } from '../store/appStore';
import { useGameStore } from '../store/gameStore';
import { useSettingsStore } from '../store/settingsStore';

/** Rules, save to and load from a file, reduced motion, back to the start screen. */
export function GameMenu() {
  const show = useAppStore((store) => store.show);
  const setRulesOpen = useAppStore((store) => store.setRulesOpen);
  const exportSave = useGameStore((store) => store.exportSave);
  const importSave = useGameStore((store) => store.importSave);
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const setReducedMotion = useSettingsStore((store) => store.setReducedMotion);
  const graphics = useSettingsStore((store) => store.graphics);
  const setGraphics = useSettingsStore((store) => store.setGraphics);
  const fileInput = useRef<HTMLInputElement>(null);

  function download() {
    const text = exportSave();
    if (!text) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'to-glory-save.json';
    link.click();
    URL.revokeObjectURL(url);
  }

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    importSave(await file.text());
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <nav className="game-menu" aria-label="Game menu">
      <button type="button" onClick={() => show('home')}>
        ⚓ Harbour
      </button>
      <button type="button" onClick={() => setRulesOpen(true)}>
        Rules
      </button>
      <button type="button" onClick={download} data-testid="export-save">
        Save to file
      </button>
      <label className="button-like">
        Load from file
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void upload(event.target.files)}
          data-testid="import-save"
        />
      </label>
      <label className="toggle">
        <input
          type="checkbox"
          checked={reducedMotion}
          onChange={(event) => setReducedMotion(event.target.checked)}
        />
        Reduced motion
      </label>
      <label className="toggle">
        Graphics
        <select value={graphics} onChange={(event) => setGraphics(event.target.value as typeof graphics)}>
          <option value="auto">Auto</option>
          <option value="fancy">Fancy</option>
          <option value="fast">Fast</option>
        </select>
      </label>
    </nav>
  );
}
