import {
  type AbilityStatus,
  ACTIONS_PER_TURN,
  abilityStatus,
  type PlayerView,
  type TurnView,
} from '../engine';
import { CAPTAIN_INFO } from './captainInfo';

/** The slots of the action track, one per ship action of a turn (T1). */
const TRACK_SLOTS = Array.from({ length: ACTIONS_PER_TURN }, (_, index) => index + 1);

/** The active player's captain card: its active or cursed side, the action track with the captain pawn
 * on it, and the once-per-turn volley and ability markers. */
export function CaptainCard({ player, turn }: { player: PlayerView; turn: TurnView }) {
  if (!player.captain) return null;
  const info = CAPTAIN_INFO[player.captain];
  // the engine's marker for the table as played so far (`player` and `turn` are of it)
  const ability = abilityStatus(player, turn);
  return (
    <section
      // keyed by its side: a curse (or its lifting) turns the card over
      key={player.cursed ? 'cursed' : 'active'}
      className={`panel captain-card ${player.cursed ? 'cursed' : 'active-side'}`}
      aria-label={`${player.name}'s captain card`}
      data-testid="captain-card"
    >
      <h2>{player.cursed ? `${info.name} — cursed` : info.name}</h2>
      <p className="ability">{player.cursed ? 'Cursed: the ability cannot be used.' : info.ability}</p>
      <ol
        className="action-track"
        aria-label={`Actions used: ${turn.actionsUsed} of ${ACTIONS_PER_TURN}`}
        data-testid="action-track"
      >
        {TRACK_SLOTS.map((slot) => (
          <li key={slot} className={slot <= turn.actionsUsed ? 'used' : ''}>
            {slot}
            {player.captainAt === 'track' && slot === Math.max(1, turn.actionsUsed) && (
              <span className="pawn" role="img" aria-label="captain pawn">
                <svg width="16" height="22" viewBox="0 0 16 22" aria-hidden="true">
                  <circle cx="8" cy="5" r="4" fill="currentColor" />
                  <path d="M3 21h10l-2-11H5z" fill="currentColor" />
                </svg>
              </span>
            )}
          </li>
        ))}
      </ol>
      <div className="markers">
        <span className={`marker${turn.volleyUsed ? ' spent' : ''}`} data-testid="volley-marker">
          Volley {turn.volleyUsed ? 'fired' : 'ready'}
        </span>
        <span
          className={`marker${ability.kind === 'used' || ability.kind === 'cursed' ? ' spent' : ''}`}
          data-testid="ability-marker"
        >
          Ability {abilityWords(ability)}
        </span>
      </div>
    </section>
  );
}

/** The ability marker's words (the engine decides where the ability stands). */
function abilityWords(status: AbilityStatus): string {
  switch (status.kind) {
    case 'inUse':
      return `in use (${status.stepsTaken}/${status.steps})`;
    case 'cursed':
      return 'cursed';
    case 'used':
      return 'used';
    case 'ready':
      return 'ready';
    default: {
      const never: never = status;
      return never;
    }
  }
}
