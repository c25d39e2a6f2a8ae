import { type GameEvent, type GameView, pointsOf } from '../../engine';
import type { PlayerState } from '../../engine/gameState';
import { CAPTAIN_INFO } from '../captainInfo';
import { describeEvent } from '../describeEvent';

/** Each player's hold at this position, their cards as the game had shown them to the viewer. */
export function ReplayPlayers({ view }: { view: GameView }) {
  return (
    <ul className="replay-players" aria-label="Players at this point">
      {view.players.map((player) => (
        <li
          key={player.seat}
          className={view.turn?.seat === player.seat ? 'acting' : ''}
          data-testid="replay-player"
        >
          <strong>{player.name}</strong>
          {player.captain && <span> · {CAPTAIN_INFO[player.captain].name}</span>}
          {player.cursed && <span className="cursed"> · cursed</span>}
          <div>
            {player.coins} coins, {player.treasures} treasures = {pointsOf(player)} points
          </div>
          <div className="replay-cards">
            {player.cards.length === 0
              ? 'No cards'
              : player.cards.map((card) => (
                  <span key={card.tokenId} className={card.destination ? 'card shown' : 'card hidden'}>
                    {card.destination ? `${card.from} → ${card.destination}` : `${card.from} → ?`}
                  </span>
                ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What happened in the action that led to this position, in the log's words. */
export function ReplayEvents({ events, view }: { events: readonly GameEvent[]; view: GameView }) {
  // describeEvent reads the players' names and ships only: a view's players serve
  const players = view.players as unknown as PlayerState[];
  const lines = events.flatMap((event) => describeEvent(event, players) ?? []);
  return (
    <ol className="replay-events" aria-live="polite" data-testid="replay-events">
      {lines.length === 0 ? (
        <li>The game is set out.</li>
      ) : (
        lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one action, never reordered
          <li key={index}>{line}</li>
        ))
      )}
    </ol>
  );
}
