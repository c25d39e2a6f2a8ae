import { useGameStore } from '../../store/game/gameStore';
import { GameStats } from './GameStats';
import './history.css';

/** The end screen's statistics of the game just finished (as the history keeps it); none for an older save. */
export function EndStats() {
  const finished = useGameStore((store) => store.finished);
  if (!finished) return null;
  return (
    <details className="end-stats" open data-testid="end-stats">
      <summary>Statistics of this game</summary>
      <GameStats summary={finished.summary} stats={finished.stats} />
    </details>
  );
}
