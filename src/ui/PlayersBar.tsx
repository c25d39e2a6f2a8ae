import type { GameView } from '../engine';
import { FlagIcon } from './FlagIcon';
import { Icon } from './Icon';

/** Every player's hold at a glance: coins, treasures, hidden cards, curse; plus the supply. */
export function PlayersBar({ game }: { game: GameView }) {
  const activeSeat = game.turn?.seat ?? null;
  return (
    <section className="players-bar" aria-label="Players">
      {game.players.map((player) => (
        <div
          key={player.seat}
          className={`player-chip${player.seat === activeSeat ? ' active' : ''}`}
          data-testid={`player-chip-${player.seat}`}
          aria-current={player.seat === activeSeat ? 'true' : undefined}
        >
          {player.ship && <FlagIcon ship={player.ship} />}
          <span className="player-name">{player.name}</span>
          {game.firstSeat === player.seat && (
            <span className="badge" title="First player">
              1st
            </span>
          )}
          <span className="stat" title="Coins" data-testid={`coins-${player.seat}`}>
            <Icon kind="coin" /> {player.coins}
          </span>
          <span className="stat" title="Treasures" data-testid={`treasures-${player.seat}`}>
            <Icon kind="treasure" /> {player.treasures}
          </span>
          <span className="stat" title="Face-down treasure cards">
            <Icon kind="card" /> {player.cards.length}
          </span>
          {player.cursed && (
            <span className="badge cursed" title="Cursed: no captain ability">
              cursed
            </span>
          )}
          {player.captainAt === 'down' && (
            <span className="badge" title="Captain knocked down">
              captain down
            </span>
          )}
        </div>
      ))}
      <div className="supply" title="Supply" data-testid="supply">
        <span className="supply-label">Supply:</span> <Icon kind="coin" /> {game.supply.coins}{' '}
        <Icon kind="treasure" /> {game.supply.treasures}
      </div>
    </section>
  );
}
