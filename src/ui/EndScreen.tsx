import { useEffect, useMemo, useRef, useState } from 'react';
import { POINTS_PER_TREASURE, standingsOf, type TieBreak } from '../engine';
import type { GameResult } from '../engine/gameState';
import type { PlayerView } from '../engine/viewFor';
import { FLAG_STYLES } from '../scene/flagStyle';
import { useGameStore } from '../store/game/gameStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { FlagIcon } from './FlagIcon';
import { EndStats } from './history/EndStats';
import { OnlineRematch } from './OnlineRematch';
import { ReactionPicker } from './ReactionPicker';

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

/** A gold cup, drawn: an emoji trophy is an empty box where no emoji font is installed. */
function Trophy() {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label="Trophy" data-testid="trophy">
      <path d="M16 8h32v14a16 16 0 0 1-32 0z" fill="#f7d774" stroke="#8a6410" strokeWidth="2" />
      <path
        d="M16 12H7v5a10 10 0 0 0 10 10M48 12h9v5a10 10 0 0 1-10 10"
        fill="none"
        stroke="#d9a400"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M28 37h8v9h-8z" fill="#d9a400" stroke="#8a6410" strokeWidth="2" />
      <path d="M19 46h26v8H19z" fill="#b8860b" stroke="#6b4e0c" strokeWidth="2" />
      <path d="M14 54h36v5H14z" fill="#8a6410" />
      <path d="M25 13v10a7 7 0 0 0 4 6" fill="none" stroke="#fff7e4" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** How a tie on points was settled, in words (W2); nothing is said when the points alone decided. */
const TIE_BREAK_WORDS: Readonly<Record<Exclude<TieBreak, 'points'>, string>> = {
  treasures: 'Level on points: the tie went to the most treasures.',
  shared: 'Level on points and on treasures: the victory is shared.',
};

/** Final scores (W2): 1 point a coin, 6 a treasure; ties go to treasures, then the victory is shared. */
export function EndScreen({
  result,
  players,
  onHome,
}: {
  result: GameResult;
  players: readonly PlayerView[];
  onHome: () => void;
}) {
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const rematch = useGameStore((store) => store.rematch);
  // a rematch sets a new game on this device; at a remote table its server sets it (OnlineRematch)
  const remote = useGameStore((store) => store.remote !== null);
  const home = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const look = useRef<HTMLButtonElement>(null);
  const [looking, setLooking] = useState(false);
  const returning = useRef(false);
  useEffect(() => home.current?.focus(), []);
  // the focus follows the switch between the scores and the final board
  useEffect(() => {
    if (looking) back.current?.focus();
    else if (returning.current) look.current?.focus();
  }, [looking]);
  // the order and how the victory was settled are the engine's (W2): the screen only shows them
  const { ranked, tieBreak } = useMemo(() => standingsOf(result.scores), [result]);
  const winners = result.winners.map((seat) => players[seat]);
  const winnerNames = result.winners.map((seat) => players[seat]?.name ?? `Seat ${seat + 1}`);
  const best = ranked[0];
  const colours = winners.flatMap((player) =>
    player?.ship ? [FLAG_STYLES[player.ship].colour, '#f7d774'] : [],
  );
  if (looking)
    return (
      <div className="end-look">
        <button
          ref={back}
          type="button"
          className="primary"
          onClick={() => {
            returning.current = true;
            setLooking(false);
          }}
          data-testid="back-to-scores"
        >
          Back to the scores
        </button>
      </div>
    );
  return (
    <div className="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title">
      {!reducedMotion && <Confetti colours={colours.length > 0 ? colours : ['#f7d774']} />}
      <div className="trophy">
        <Trophy />
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
      {tieBreak !== 'points' && <p>{TIE_BREAK_WORDS[tieBreak]}</p>}
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
                  {score.treasures} × {POINTS_PER_TREASURE} = {score.treasures * POINTS_PER_TREASURE}
                </td>
                <td>
                  <strong>{score.points}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <EndStats />
      <div className="end-buttons">
        {remote ? (
          <OnlineRematch />
        ) : (
          <button type="button" className="primary" onClick={() => rematch()} data-testid="rematch">
            Rematch
          </button>
        )}
        {/* a "Well played" at the end: the strip's React card is under this screen */}
        {remote && <ReactionPicker />}
        <button ref={look} type="button" onClick={() => setLooking(true)} data-testid="look-at-board">
          Look at the final board
        </button>
        <button ref={home} type="button" onClick={onHome}>
          Back to the harbour
        </button>
      </div>
    </div>
  );
}
