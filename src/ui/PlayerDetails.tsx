import { isLevelId, LEVEL_IDS, LEVELS } from '../captains/levels';
import { type GameView, pointsOf, type Seat } from '../engine';
import { useGameStore } from '../store/game/gameStore';
import { FlagIcon } from './FlagIcon';
import { Icon } from './Icon';
import { StatusTip } from './StatusTip';

/** A computer seat's level, changeable in the game in progress: it plays its next decision at the new level. */
function LevelChoice({ seat, name }: { seat: Seat; name: string }) {
  const kind = useGameStore((store) => store.seats[seat]);
  const setSeatLevel = useGameStore((store) => store.setSeatLevel);
  if (!isLevelId(kind)) return null;
  return (
    <select
      className="detail-level"
      aria-label={`Level of ${name}`}
      data-testid={`seat-level-${seat}`}
      value={kind}
      onChange={(event) => {
        if (isLevelId(event.target.value)) setSeatLevel(seat, event.target.value);
      }}
    >
      {LEVEL_IDS.map((level) => (
        <option key={level} value={level}>
          {LEVELS[level].label}
        </option>
      ))}
    </select>
  );
}

/** The players bar opened: full names and holds, one row each, and the supply (the bar's button, Escape or a tap elsewhere closes it). */
export function PlayerDetails({ game }: { game: GameView }) {
  const activeSeat = game.turn?.seat ?? null;
  return (
    <div id="player-details" className="player-details" data-testid="player-details">
      <ul>
        {game.players.map((player) => (
          <li key={player.seat} aria-current={player.seat === activeSeat ? 'true' : undefined}>
            {player.ship && <FlagIcon ship={player.ship} />}
            <strong className="player-full-name">{player.name}</strong>
            {game.firstSeat === player.seat && <span className="badge">1st</span>}
            {player.cursed && <StatusTip kind="cursed">cursed</StatusTip>}
            {player.captainAt === 'down' && <StatusTip kind="captainDown">captain down</StatusTip>}
            <LevelChoice seat={player.seat} name={player.name} />
            <span className="detail-points">{pointsOf(player)} pts</span>
            <span className="stat" title="Coins">
              <Icon kind="coin" /> {player.coins}
            </span>
            <span className="stat" title="Treasures">
              <Icon kind="treasure" /> {player.treasures}
            </span>
            <span className="stat" title="Face-down treasure cards">
              <Icon kind="card" /> {player.cards.length}
            </span>
          </li>
        ))}
      </ul>
      <p className="detail-supply">
        Supply: <Icon kind="coin" /> {game.supply.coins} <Icon kind="treasure" /> {game.supply.treasures}
      </p>
    </div>
  );
}
