import type { GameResult, PlayerState } from '../engine/gameState';
import { FlagIcon } from './FlagIcon';

/** Final scores (W2): 1 point a coin, 6 a treasure; ties go to treasures, then the victory is shared. */
export function EndScreen({
  result,
  players,
  onHome,
}: {
  result: GameResult;
  players: PlayerState[];
  onHome: () => void;
}) {
  const ranked = [...result.scores].sort((a, b) => b.points - a.points || b.treasures - a.treasures);
  const winnerNames = result.winners.map((seat) => players[seat]?.name ?? `Seat ${seat + 1}`);
  const tiedOnPoints = ranked.filter((score) => score.points === ranked[0]?.points).length > 1;
  return (
    <div className="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title">
      <h2 id="end-title" data-testid="winner">
        {winnerNames.length > 1 ? `Shared victory: ${winnerNames.join(' & ')}` : `${winnerNames[0]} wins!`}
      </h2>
      {tiedOnPoints && (
        <p className="hint">
          {winnerNames.length > 1
            ? 'Level on points and on treasures: the victory is shared.'
            : 'Level on points: the tie went to the most treasures.'}
        </p>
      )}
      <table className="scores" data-testid="final-scores">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Coins</th>
            <th scope="col">Treasures</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((score) => {
            const player = players[score.seat];
            return (
              <tr key={score.seat} className={result.winners.includes(score.seat) ? 'winner' : ''}>
                <th scope="row">
                  {player?.ship && <FlagIcon ship={player.ship} />} {player?.name}
                </th>
                <td>{score.coins}</td>
                <td>
                  {score.treasures} × 6 = {score.treasures * 6}
                </td>
                <td>
                  <strong>{score.points}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={onHome}>
        Back to the harbour
      </button>
    </div>
  );
}
