import { useCallback, useEffect, useState } from 'react';
import type { TableState } from '../engine';
import type { PieceRef } from '../store/game/pieceRef';

/**
 * The piece selected on the table and whether the whole table is shown: a new turn selects the new
 * ship, forgets the old selection and goes back to the turn's framing.
 */
export function useTurnView(game: TableState | null) {
  const [selected, setSelected] = useState<PieceRef | null>(null);
  const [overview, setOverview] = useState(false);
  const toggleOverview = useCallback(() => setOverview((value) => !value), []);
  const turnKey = game?.turn ? `${game.turn.round}-${game.turn.seat}` : 'none';
  const activeShip = game?.turn ? (game.players[game.turn.seat]?.ship ?? null) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: selection resets when the turn changes
  useEffect(() => {
    setSelected(activeShip ? { kind: 'ship', ship: activeShip } : null);
    setOverview(false);
  }, [turnKey, activeShip]);
  return { selected, setSelected, overview, toggleOverview };
}
