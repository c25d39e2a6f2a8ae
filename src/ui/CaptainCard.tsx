import type { PlayerView, TurnView } from '../engine';
import { CAPTAIN_INFO } from './captainInfo';

const TRACK_SLOTS = [1, 2, 3, 4, 5] as const;

/** The active player's captain card: its active or cursed side, the five-slot action track with the
 * captain pawn on it, and the once-per-turn volley and ability markers. */
export function CaptainCard({ player, turn }: { player: PlayerView; turn: TurnView }) {
  if (!player.captain) return null;
  const info = CAPTAIN_INFO[player.captain];
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
        aria-label={`Actions used: ${turn.actionsUsed} of 5`}
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
          className={`marker${(turn.abilityUsed || player.cursed) && !turn.ability ? ' spent' : ''}`}
          data-testid="ability-marker"
        >
          Ability {abilityState(player, turn)}
        </span>
      </div>
    </section>
  );
}

/** The ability marker's word: a cursed captain's ability is never "ready", whatever the turn says. */
function abilityState(player: PlayerView, turn: TurnView): string {
  if (turn.ability) return `in use (${turn.ability.stepsTaken}/2)`;
  if (player.cursed) return 'cursed';
  return turn.abilityUsed ? 'used' : 'ready';
}
