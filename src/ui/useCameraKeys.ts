import { useEffect } from 'react';
import { type CameraNudge, nudgeCamera } from '../scene/cameraControl';
import { notForTheTable } from './useGameKeys';

/**
 * What a camera key does (CAMERA_KEYS: clear of the game's W A D E F N T Z R, the arrows, Space and
 * Enter): I J K L pan across the table, + and − zoom, U and O turn it. Null for any other key.
 */
export function cameraNudgeFor(key: string): CameraNudge | null {
  switch (key.toLowerCase()) {
    case 'i':
      return { kind: 'pan', right: 0, forward: 1 };
    case 'k':
      return { kind: 'pan', right: 0, forward: -1 };
    case 'j':
      return { kind: 'pan', right: -1, forward: 0 };
    case 'l':
      return { kind: 'pan', right: 1, forward: 0 };
    case '+':
    case '=':
      return { kind: 'zoom', steps: 1 };
    case '-':
    case '_':
      return { kind: 'zoom', steps: -1 };
    case 'u':
      return { kind: 'rotate', steps: -1 };
    case 'o':
      return { kind: 'rotate', steps: 1 };
    default:
      return null;
  }
}

/** Moves the table's camera from the keyboard (not from a text field or a dialog). */
export function useCameraKeys(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (notForTheTable(event) || event.ctrlKey || event.metaKey || event.altKey) return;
      const nudge = cameraNudgeFor(event.key);
      if (nudge && nudgeCamera(nudge)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
