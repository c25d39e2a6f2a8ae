import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../store/game/appStore';
import { useGameStore } from '../store/game/gameStore';
import { describeGame, saveFileName, tooLargeReason } from '../store/saves/saveFile';
import { useSettingsStore } from '../store/settings/settingsStore';
import { ConfirmDialog } from './ConfirmDialog';

/** One menu button for what is not play: rules, save and load a file, settings, back to the harbour. */
export function GameMenu() {
  const show = useAppStore((store) => store.show);
  const setRulesOpen = useAppStore((store) => store.setRulesOpen);
  const exportSave = useGameStore((store) => store.exportSave);
  const importSave = useGameStore((store) => store.importSave);
  const refuseImport = useGameStore((store) => store.refuseImport);
  // a remote table is kept by its server: this device has no save of it to write or replace
  const remote = useGameStore((store) => store.remote !== null);
  const inProgress = useGameStore((store) =>
    store.game && store.game.phase.kind !== 'ended' ? describeGame(store.game) : null,
  );
  const motion = useSettingsStore((store) => store.motion);
  const setMotion = useSettingsStore((store) => store.setMotion);
  const graphics = useSettingsStore((store) => store.graphics);
  const cameraSide = useSettingsStore((store) => store.cameraSide);
  const setCameraSide = useSettingsStore((store) => store.setCameraSide);
  const setGraphics = useSettingsStore((store) => store.setGraphics);
  const hints = useSettingsStore((store) => store.hints);
  const setHints = useSettingsStore((store) => store.setHints);
  const practiceAids = useGameStore((store) => store.practiceAids);
  const hasTable = useGameStore((store) => store.game !== null && store.remote === null);
  const { volume, muted, setVolume, setMuted } = useSettingsStore(
    useShallow(({ volume, muted, setVolume, setMuted }) => ({ volume, muted, setVolume, setMuted })),
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [askingLoad, setAskingLoad] = useState(false);
  const itemsId = useId();

  // a tap elsewhere or Escape closes the menu; Escape gives the focus back to its button
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** Tab (or anything) moving the focus to something outside the menu closes it. */
  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.current?.contains(next)) setOpen(false);
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function download() {
    const text = exportSave();
    const game = useGameStore.getState().game;
    if (!text || !game) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = saveFileName(game, new Date());
    link.click();
    URL.revokeObjectURL(url);
  }

  /** Loading replaces the game in progress: ask first (an ended game is replaced without asking). */
  function chooseFile() {
    if (inProgress) setAskingLoad(true);
    else fileInput.current?.click();
  }

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    // a file far too large is refused before it is read: reading it would freeze the page
    const tooLarge = tooLargeReason(file.size);
    if (tooLarge) refuseImport(tooLarge);
    else importSave(await file.text());
    if (fileInput.current) fileInput.current.value = '';
    close();
  }

  return (
    <nav className="game-menu" aria-label="Game menu" ref={root} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-label="Menu"
        aria-controls={itemsId}
        onClick={() => setOpen((value) => !value)}
        data-testid="game-menu"
      >
        <span aria-hidden="true">☰</span> <span className="wide-only">Menu</span>
      </button>
      <div id={itemsId} className="game-menu-items" hidden={!open}>
        <button type="button" onClick={() => show('home')}>
          ⚓ Harbour
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setRulesOpen(true);
          }}
        >
          Rules
        </button>
        {!remote && (
          <>
            <button type="button" onClick={download} data-testid="export-save">
              Save to file
            </button>
            <button type="button" onClick={chooseFile} data-testid="load-file">
              Load from file…
            </button>
          </>
        )}
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          accept="application/json,.json"
          onChange={(event) => void upload(event.target.files)}
          data-testid="import-save"
        />
        <label className="toggle">
          Reduced motion
          <select
            value={motion}
            onChange={(event) => setMotion(event.target.value as typeof motion)}
            data-testid="reduced-motion"
          >
            <option value="system">As the system</option>
            <option value="on">On</option>
            <option value="off">Off</option>
          </select>
        </label>
        <label className="toggle">
          Graphics
          <select value={graphics} onChange={(event) => setGraphics(event.target.value as typeof graphics)}>
            <option value="auto">Auto</option>
            <option value="fancy">Fancy</option>
            <option value="fast">Fast</option>
          </select>
        </label>
        <label className="toggle">
          Camera
          <select
            value={cameraSide}
            onChange={(event) => setCameraSide(event.target.value as typeof cameraSide)}
            data-testid="camera-side"
          >
            <option value="viewer">From my side</option>
            <option value="active">Follow the active player</option>
          </select>
        </label>
        <label className="toggle">
          Volume
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            disabled={muted}
            aria-valuetext={`${Math.round(volume * 100)} %`}
            onChange={(event) => setVolume(Number(event.target.value))}
            data-testid="sound-volume"
          />
        </label>
        <label className="toggle">
          Sound off
          <input
            type="checkbox"
            checked={muted}
            onChange={(event) => setMuted(event.target.checked)}
            data-testid="sound-mute"
          />
        </label>
        <label className="toggle">
          First-game hints
          <input
            type="checkbox"
            checked={hints}
            onChange={(event) => setHints(event.target.checked)}
            data-testid="hints-toggle"
          />
        </label>
        {hasTable && (
          <label className="toggle">
            Practice aids (this table)
            <input
              type="checkbox"
              checked={practiceAids}
              onChange={(event) => useGameStore.getState().setPracticeAids(event.target.checked)}
              data-testid="practice-aids-toggle"
            />
          </label>
        )}
      </div>
      {askingLoad && inProgress && (
        <ConfirmDialog
          title="Load a saved game?"
          confirmLabel="Choose a file"
          cancelLabel="Keep this game"
          onConfirm={() => {
            setAskingLoad(false);
            close();
            fileInput.current?.click();
          }}
          onCancel={() => setAskingLoad(false)}
        >
          <p>
            Loading a file replaces the game in progress: {inProgress}. To keep it, save it to a file first.
          </p>
        </ConfirmDialog>
      )}
    </nav>
  );
}
