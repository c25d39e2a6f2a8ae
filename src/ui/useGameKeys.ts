import { useEffect } from 'react';
import type { ActionIntent as Action, GameState } from '../engine';
import { isLegal, selectExplores, selectTurnOptions, type TurnOption } from '../store/gameSelectors';
import { useGameStore } from '../store/gameStore';

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

/** Keyboard shortcuts for the turn: W sail, A/D turn, E explore, F volley, Z undo, N end the turn. */
export function useGameKeys(
  game: GameState | null,
  enabled: boolean,
  act: (action: Action) => void,
  openVolley: () => void,
) {
  useEffect(() => {
    if (!enabled || !game || game.phase.kind !== 'playing') return;
    // what A and D mean now (mid-manoeuvre, a step of the move) is the store's answer
    const shipTurns = selectTurnOptions(game, 'ship');
    const turn = (option: TurnOption) => {
      if (option.action) act(option.action);
      else useGameStore.getState().refuse(option.refusal);
    };
    const onKey = (event: KeyboardEvent) => {
      if (notForTheTable(event)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      switch (event.key.toLowerCase()) {
        case 'w':
          act({ type: 'moveShip', path: ['forward'] });
          break;
        case 'a':
          turn(shipTurns.left);
          break;
        case 'd':
          turn(shipTurns.right);
          break;
        case 'e': {
          const [explore] = selectExplores(game);
          if (explore) act(explore);
          break;
        }
        case 'f':
          openVolley();
          break;
        case 'z':
          act({ type: 'undo' });
          break;
        case END_TURN_KEY.toLowerCase():
          // a held key must not end the next person's turn too; a refused end of turn is not sent
          if (event.repeat || !isLegal(game, { type: 'endTurn' })) return;
          act({ type: 'endTurn' });
          break;
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
