import { useEffect } from 'react';
import type { ActionIntent as Action, GameState } from '../engine';
import { selectExplores, selectTurnOptions, type TurnOption } from '../store/gameSelectors';
import { useGameStore } from '../store/gameStore';

/** Keyboard shortcuts for the turn: W sail, A/D turn, E explore, F volley, Z undo. */
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
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
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
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.toLowerCase() !== 't') return;
      toggleOverview();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, toggleOverview]);
}
