import { useEffect } from 'react';
import type { ActionIntent as Action, TableState } from '../engine';
import {
  selectEndTurn,
  selectExploreRefusal,
  selectExplores,
  selectSailForward,
  selectTurnOptions,
  type TurnOption,
} from '../store/game/gameSelectors';
import { useGameStore } from '../store/game/gameStore';

/** The key that ends the turn (E explores): shown on the End turn button and in its aria-keyshortcuts. */
export const END_TURN_KEY = 'N';

/**
 * A key typed into a field, or pressed inside a dialog (the rules, the hand-off, the end screen),
 * belongs to that, not to the table.
 */
export function notForTheTable(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement ||
    target.isContentEditable
  )
    return true;
  return target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null;
}

/** While the graphics are lost (TableCanvas marks it) nobody can see a volley: the keys may not fire one. */
export function tableGraphicsLost(): boolean {
  return document.querySelector('[data-context-lost="true"]') !== null;
}

const GRAPHICS_LOST = 'The table is being redrawn: fire once it is back.';

/**
 * Keyboard firing (F to open, Space to strike) is refused while the graphics are lost. Listened in
 * the capture phase, so the Space hold of the lever (useFlick) never starts.
 */
function useNoBlindVolley(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const guard = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key.toLowerCase() !== 'f') return;
      if (notForTheTable(event) || !tableGraphicsLost()) return;
      // Space on a focused button presses that button, as always
      if (event.key === ' ' && event.target instanceof HTMLElement && event.target.closest('button')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!event.repeat) useGameStore.getState().refuse(GRAPHICS_LOST);
    };
    window.addEventListener('keydown', guard, { capture: true });
    return () => window.removeEventListener('keydown', guard, { capture: true });
  }, [active]);
}

/** Keyboard shortcuts for the turn: W sail, A/D turn, E explore, F volley, Z undo, N end the turn. */
export function useGameKeys(
  game: TableState | null,
  enabled: boolean,
  act: (action: Action) => void,
  openVolley: () => void,
) {
  useNoBlindVolley(game?.phase.kind === 'playing');
  useEffect(() => {
    if (!enabled || !game || game.phase.kind !== 'playing') return;
    // what W, A and D mean now (mid-manoeuvre, steps of the move) is the store's answer
    const shipTurns = selectTurnOptions(game, 'ship');
    const press = (option: TurnOption) => {
      if (option.action) act(option.action);
      else useGameStore.getState().refuse(option.refusal);
    };
    const onKey = (event: KeyboardEvent) => {
      if (notForTheTable(event)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      switch (event.key.toLowerCase()) {
        case 'w':
          press(selectSailForward(game));
          break;
        case 'a':
          press(shipTurns.left);
          break;
        case 'd':
          press(shipTurns.right);
          break;
        case 'e': {
          // like W, a refused E says why
          const [explore] = selectExplores(game);
          if (explore) act(explore);
          else useGameStore.getState().refuse(selectExploreRefusal(game) ?? 'Nothing to explore here');
          break;
        }
        case 'f':
          openVolley();
          break;
        case 'z':
          act({ type: 'undo' });
          break;
        case END_TURN_KEY.toLowerCase(): {
          // a held key must not end the next person's turn too; a refused end of turn is not sent
          const endTurn = selectEndTurn(game);
          if (event.repeat || !endTurn.action) return;
          act(endTurn.action);
          break;
        }
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game, enabled, act, openVolley]);
}

/** T shows the whole table or goes back to the turn's framing. */
export function useTableKeys(enabled: boolean, toggleOverview: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (notForTheTable(event)) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.toLowerCase() !== 't') return;
      toggleOverview();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, toggleOverview]);
}
