import { useEffect, useMemo, useRef } from 'react';
import { eventFor, getMap, type PlayerView, type Seat } from '../engine';
import { type LogEntry, useGameStore } from '../store/game/gameStore';
import { describeEvent } from './describeEvent';

/**
 * The game log, newest at the bottom, as seen by the player at the screen (others' cards hidden); each
 * move says where it ended. Not a live region: the board description's news speaks each change once.
 */
export function GameLog({
  log,
  players,
  viewer,
}: {
  log: LogEntry[];
  players: readonly PlayerView[];
  viewer: Seat | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  const mapId = useGameStore((store) => store.game?.mapId);
  const map = useMemo(() => (mapId ? getMap(mapId) : undefined), [mapId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest entry whenever one arrives
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [log.length]);
  return (
    <section className="panel game-log" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={list} data-testid="game-log">
        {log.map((entry) => {
          const shown = viewer === null ? entry.event : eventFor(entry.event, viewer);
          const text = shown && describeEvent(shown, players, map);
          return text ? <li key={entry.seq}>{text}</li> : null;
        })}
      </ol>
    </section>
  );
}
