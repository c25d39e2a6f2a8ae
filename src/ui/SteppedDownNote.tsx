import { useGraphicsStore } from '../store/settings/graphicsStore';

/**
 * Says once that fancy graphics stepped down, and where to choose them again: in the screen's HUD,
 * in the flow of its panels, so no bar of the game or the sandbox is drawn over it.
 */
export function SteppedDownNote() {
  const shown = useGraphicsStore((store) => store.steppedDown && !store.noteRead);
  if (!shown) return null;
  return (
    <div className="stepped-down-note" role="status">
      <p>
        Frames came slowly, so the table is drawn in Fast graphics. The menu’s Graphics brings Fancy back.
      </p>
      <button type="button" onClick={() => useGraphicsStore.getState().readNote()}>
        OK
      </button>
    </div>
  );
}
