import { useEffect } from 'react';
import type { Facing } from '../../engine/ids';
import { useSandboxStore } from '../../store/sandbox/sandboxStore';

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/** The strength a key steps by: [ and ] by a hundredth, { and } (with Shift) by a twentieth. */
const STRENGTH_KEYS: Readonly<Record<string, number>> = { '[': -0.01, ']': 0.01, '{': -0.05, '}': 0.05 };

/** R resets captains and cubes; Q and E turn the selected piece left and right; [ and ] step the strength. */
export function useSandboxKeys() {
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const store = useSandboxStore.getState();
      const stepBy = STRENGTH_KEYS[event.key];
      if (stepBy !== undefined) {
        // to a hundredth, so a stepped strength reads (and types back) exactly
        store.setStrength(Math.round((store.strength + stepBy) * 100) / 100);
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'r') {
        store.reset();
        return;
      }
      if (key !== 'q' && key !== 'e') return;
      const piece = store.layout.pieces.find((p) => p.id === store.selected);
      if (!piece) return;
      // facings count counter-clockwise seen from above: left is +1
      store.turn(piece.id, ((piece.facing + (key === 'q' ? 1 : 5)) % 6) as Facing);
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, []);
}
