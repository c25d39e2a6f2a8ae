import { type TableState, undoDepth } from '../engine';
import { useAppStore } from '../store/game/appStore';
import { useGameStore } from '../store/game/gameStore';
import { selectActingSeat } from '../store/game/selectActingSeat';
import { useCovered, useShownTable } from '../store/game/shownTable';
import { useVolleyPhase } from '../store/volley/volleyPhase';
import { krakenPlacer } from '../table/actingSeat';
import { EndScreen } from './EndScreen';
import { HandOffScreen } from './HandOffScreen';

/** What covers the table: its loading, the hand-off between people sharing the screen, the end of the game. */
export function TableCovers({ tableReady }: { tableReady: boolean }) {
  const table = useShownTable();
  const covered = useCovered();
  const volleyIdle = useVolleyPhase() === 'idle';
  if (!table) return null;
  const { shown, view } = table;
  const activePlayer = shown.turn ? view.players[shown.turn.seat] : undefined;
  return (
    <>
      {!tableReady && (
        <div className="table-loading" role="status" data-testid="table-loading">
          <span className="spinner" aria-hidden="true" />
          Laying out the table…
        </div>
      )}
      {covered && activePlayer && (
        <HandOffScreen
          name={activePlayer.name}
          onReady={useGameStore.getState().acknowledgeHandOff}
          samePerson={placedTheKraken(shown)}
        />
      )}
      {shown.phase.kind === 'ended' && volleyIdle && (
        <EndScreen
          result={shown.phase.result}
          players={shown.players}
          onHome={() => useAppStore.getState().show('home')}
        />
      )}
    </>
  );
}

/**
 * The turn is the very first of the game, and so belongs to the player who just placed the Kraken (S2:
 * the table's one answer for who places it): the hand-off has no one to pass to.
 */
function placedTheKraken(game: TableState): boolean {
  const turn = game.turn;
  return (
    turn !== null &&
    turn.round === 1 &&
    selectActingSeat(game) === krakenPlacer(game) &&
    turn.actionsUsed === 0 &&
    undoDepth(game) === 0 &&
    !turn.volleyUsed
  );
}
