import { useEffect, useRef, useState } from 'react';
import { type GameView, type PlayerView, pointsOf } from '../engine';
import { FlagIcon } from './FlagIcon';
import { Icon } from './Icon';
import { PlayerDetails } from './PlayerDetails';
import { STATUS_HELP } from './statusHelp';
import { useFittingForm } from './useFittingForm';

/** What a chip says to a screen reader and on hover, whichever form it is drawn in. */
export function playerSummary(player: PlayerView, first: boolean): string {
  const points = pointsOf(player);
  return [
    `${player.name}: ${points} ${points === 1 ? 'point' : 'points'}`,
    `${player.coins} coins, ${player.treasures} treasures, ${player.cards.length} cards`,
    ...(first ? ['first player'] : []),
    ...(player.cursed ? ['cursed'] : []),
    ...(player.captainAt === 'down' ? ['captain down'] : []),
  ].join(', ');
}

/** The first letter of a name, for the compact chip (the flag tells seats with one initial apart). */
const initialOf = (name: string) => [...name.trim()][0]?.toUpperCase() ?? '?';

/** The chips' forms, widest first: everything; names and points; flag, initial and points (phones). */
const FORMS = ['full', 'names', 'initials'] as const;

/**
 * Every player's hold at a glance: coins, treasures, hidden cards, curse; plus the supply. Where the
 * full chips do not fit, they shrink to names and points, then (phones) to flag, initial and
 * points; a tap on the bar lists everything with full names.
 */
export function PlayersBar({ game }: { game: GameView }) {
  const activeSeat = game.turn?.seat ?? null;
  const bar = useRef<HTMLElement>(null);
  const form = useFittingForm(
    bar,
    FORMS,
    game.players.map((player) => `${player.name}${playerSummary(player, false)}`).join('|'),
  );
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        // Escape closes the details from anywhere, even from the bar's own button
        if (event.key !== 'Escape') return;
        setOpen(false);
        bar.current?.querySelector<HTMLButtonElement>('.players-toggle')?.focus();
        return;
      }
      if (event.target instanceof Node && bar.current?.parentElement?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <>
      <section className="players-bar" aria-label="Players" ref={bar} data-form={form}>
        <button
          type="button"
          className="players-toggle"
          aria-expanded={open}
          aria-controls="player-details"
          onClick={() => setOpen((shown) => !shown)}
        >
          {/* what a screen reader says, whichever form the chips are drawn in */}
          <span className="visually-hidden">
            Players:{' '}
            {game.players.map((player) => playerSummary(player, game.firstSeat === player.seat)).join('; ')}.
            Supply: {game.supply.coins} coins, {game.supply.treasures} treasures. Show details
          </span>
          {game.players.map((player) => (
            <span
              key={player.seat}
              className={`player-chip${player.seat === activeSeat ? ' active' : ''}${player.cursed ? ' cursed' : ''}`}
              data-testid={`player-chip-${player.seat}`}
              title={playerSummary(player, game.firstSeat === player.seat)}
              aria-hidden="true"
            >
              {player.ship && <FlagIcon ship={player.ship} size={form === 'initials' ? 16 : 22} />}
              <span className="player-name">{player.name}</span>
              <span className="player-initial" aria-hidden="true">
                {initialOf(player.name)}
              </span>
              <span className="player-points" data-testid={`points-${player.seat}`}>
                {pointsOf(player)}
              </span>
              {game.firstSeat === player.seat && <span className="badge">1st</span>}
              {/* keyed by the count: each change (played on the table) lands in the hold again */}
              <span
                key={`coins-${player.coins}`}
                className="stat landed"
                data-testid={`coins-${player.seat}`}
              >
                <Icon kind="coin" /> {player.coins}
              </span>
              <span className="stat" data-testid={`treasures-${player.seat}`}>
                <Icon kind="treasure" /> {player.treasures}
              </span>
              <span key={`cards-${player.cards.length}`} className="stat landed card-count">
                <Icon kind="card" /> {player.cards.length}
              </span>
              {player.cursed && (
                <span className="badge cursed" title={STATUS_HELP.cursed}>
                  cursed
                </span>
              )}
              {player.captainAt === 'down' && (
                <span className="badge" title={STATUS_HELP.captainDown}>
                  captain down
                </span>
              )}
            </span>
          ))}
          <span className="supply" title="Supply" data-testid="supply" aria-hidden="true">
            <span className="supply-label">Supply:</span> <Icon kind="coin" /> {game.supply.coins}{' '}
            <Icon kind="treasure" /> {game.supply.treasures}
          </span>
        </button>
      </section>
      {open && <PlayerDetails game={game} />}
    </>
  );
}
