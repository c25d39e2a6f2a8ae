import { useLayoutEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isLevelId, LEVELS } from '../captains/levels';
import { onlineStore, useOnlineStore } from '../store/online/onlineStore';
import type { TimeLimit } from '../table/onlineMessages';
import { timeWarningLeadMs } from '../table/turnTime';
import { clockLabel, clockReading, timeInWords } from './clockWords';

/**
 * A remote table's clock, for every seat and the spectators: whose time runs and how much is left (or
 * the table's time control while nobody's runs), and each seat a computer captain plays while its
 * player is away; that player takes the seat back with "I’m back" (or by acting, or coming back).
 */
export function OnlineClock() {
  const { clock, table } = useOnlineStore(
    useShallow((state) => ({ clock: state.clock, table: state.table })),
  );
  if (!table) return null;
  const nameOf = (seat: number) => table.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const away = table.seats.flatMap((seat, index) => (seat.standIn ? [{ index, level: seat.standIn }] : []));
  const running = clock && clock.seat !== null && clock.deadline !== null ? clock : null;
  return (
    <div className="online-clock" data-testid="online-clock">
      {running && running.seat !== null && running.deadline !== null ? (
        <Countdown
          key={running.seat}
          limit={running.clock.limit}
          whose={running.seat === table.you ? 'Your' : `${nameOf(running.seat)}’s`}
          who={running.seat === table.you ? 'You have' : `${nameOf(running.seat)} has`}
          deadline={running.deadline}
          skew={running.now - running.at}
        />
      ) : (
        clock &&
        clock.clock.limit.kind !== 'none' && (
          <span className="online-clock-label">{clockLabel(clock.clock)}</span>
        )
      )}
      {away.map(({ index, level }) => (
        <StandIn key={index} name={nameOf(index)} level={level} mine={index === table.you} />
      ))}
    </div>
  );
}

/** A seat a computer captain plays while its player is away; to that player, the way back. */
function StandIn({ name, level, mine }: { name: string; level: string; mine: boolean }) {
  const captain = isLevelId(level) ? `A computer (${LEVELS[level].label})` : 'A computer';
  if (!mine)
    return (
      <p className="online-stand-in" data-testid="stand-in">
        {captain} plays for {name} while {name} is away
      </p>
    );
  return (
    <p className="online-stand-in" data-testid="stand-in">
      {captain} plays for you: your time ran out{' '}
      <button type="button" onClick={() => onlineStore.getState().takeSeatBack()}>
        I’m back
      </button>
    </p>
  );
}

/**
 * The time left of the seat whose clock runs, written into its own text node once a second (no React
 * render per tick, nothing else re-rendered); it turns to a warning when little is left, said once by a
 * live region until a fresh allowance.
 */
function Countdown({
  limit,
  whose,
  who,
  deadline,
  skew,
}: {
  limit: TimeLimit;
  whose: string;
  who: string;
  /** When the time runs out, by the server's clock (ms since the epoch). */
  deadline: number;
  /** The server's clock less this page's, when the clock was sent. */
  skew: number;
}) {
  const reading = useRef<HTMLSpanElement>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const low = timeWarningLeadMs({ limit });
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = deadline - (Date.now() + skew);
      if (reading.current) reading.current.textContent = clockReading(left);
      if (low !== null && left <= low) setWarning((said) => said ?? `${who} ${timeInWords(left)} left`);
      // a fresh allowance (a new turn of the same seat) may warn again
      else if (low !== null && left > 2 * low) setWarning(null);
      // the next change of the shown second, a little after it
      if (left > 0) timer = setTimeout(tick, (left % 1000 || 1000) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline, skew, low, who]);
  return (
    <span className={warning ? 'online-countdown low' : 'online-countdown'} data-testid="countdown">
      {whose} clock {/* filled by the tick alone: React never writes this text */}
      <span ref={reading} className="online-countdown-time" />
      {warning && <span aria-hidden="true"> · little time left</span>}
      <span className="visually-hidden" aria-live="polite">
        {warning ?? ''}
      </span>
    </span>
  );
}
