import { useEffect, useRef } from 'react';
import { eventFor, type PlayerState, type Seat } from '../engine';
import type { LogEntry } from '../store/gameStore';
import { describeEvent } from './describeEvent';

/** The game log, newest at the bottom, as seen by the player at the screen (others' cards hidden). */
export function GameLog({
  log,
  players,
  viewer,
}: {
  log: LogEntry[];
  players: PlayerState[];
  viewer: Seat | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest entry whenever one arrives
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [log.length]);
  return (
    <section className="panel game-log" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={list} aria-live="polite" data-testid="game-log">
        {log.map((entry) => {
          const shown = viewer === null ? entry.event : eventFor(entry.event, viewer);
          const text = shown && describeEvent(shown, players);
          return text ? <li key={entry.seq}>{text}</li> : null;
        })}
      </ol>
    </section>
  );
}
