import { useEffect, useRef } from 'react';
import type { GameResult, PlayerState } from '../engine/gameState';
import { FLAG_STYLES } from '../scene/flagStyle';
import { useSettingsStore } from '../store/settingsStore';
import { FlagIcon } from './FlagIcon';

const CONFETTI = 36;

/** A shower of the winners' flag colours (still under reduced motion). */
function Confetti({ colours }: { colours: readonly string[] }) {
  return (
    <div className="confetti" aria-hidden="true">
      {Array.from({ length: CONFETTI }, (_, index) => (
        <i
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decoration
          key={index}
          style={{
            left: `${(index * 37) % 100}%`,
            background: colours[index % colours.length],
            animationDelay: `${((index * 53) % 40) / 10}s`,
          }}
        />
      ))}
    </div>
  );
}

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
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const home = useRef<HTMLButtonElement>(null);
  useEffect(() => home.current?.focus(), []);
  const ranked = [...result.scores].sort((a, b) => b.points - a.points || b.treasures - a.treasures);
  const winners = result.winners.map((seat) => players[seat]);
  const winnerNames = result.winners.map((seat) => players[seat]?.name ?? `Seat ${seat + 1}`);
  const tiedOnPoints = ranked.filter((score) => score.points === ranked[0]?.points).length > 1;
  const best = ranked[0];
  const colours = winners.flatMap((player) =>
    player?.ship ? [FLAG_STYLES[player.ship].colour, '#f7d774'] : [],
  );
  return (
    <div className="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title">
      {!reducedMotion && <Confetti colours={colours.length > 0 ? colours : ['#f7d774']} />}
      <div className="trophy" aria-hidden="true">
        🏆
      </div>
      <div className="winner-flags" aria-hidden="true">
        {winners.map((player) => player?.ship && <FlagIcon key={player.ship} ship={player.ship} size={48} />)}
      </div>
      <h2 id="end-title" data-testid="winner">
        {winnerNames.length > 1 ? `Shared victory: ${winnerNames.join(' & ')}` : `${winnerNames[0]} wins!`}
      </h2>
      {best && (
        <p className="cheer">
          {winnerNames.length > 1 ? 'The glory is shared' : 'Glory to the captain'}: {best.points} points,{' '}
          {best.treasures} treasure{best.treasures === 1 ? '' : 's'} in the hold.
        </p>
      )}
      {tiedOnPoints && (
        <p>
          {winnerNames.length > 1
            ? 'Level on points and on treasures: the victory is shared.'
            : 'Level on points: the tie went to the most treasures.'}
        </p>
      )}
      <table className="scores" data-testid="final-scores">
        <caption className="visually-hidden">Final scores</caption>
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
      <button ref={home} type="button" className="primary" onClick={onHome}>
        Back to the harbour
      </button>
    </div>
  );
}
