import { useRef } from 'react';
import type { Seat } from '../engine';
import { SPECTATOR } from '../store/game/seatKinds';
import { useSettingsStore } from '../store/settings/settingsStore';

/**
 * The seat whose side of the table the camera looks from (null: whoever acts). By default the viewer's:
 * a computer's turn, when the table is drawn for no one among several people, keeps the side of the
 * last person who looked, so the board does not flip each turn; a watcher follows the play.
 */
export function useCameraSide(viewer: Seat | null): Seat | null {
  const follow = useSettingsStore((store) => store.cameraSide === 'active');
  const last = useRef<Seat | null>(null);
  if (viewer !== null && viewer !== SPECTATOR) last.current = viewer;
  return follow ? null : last.current;
}
