import { useEffect, useMemo, useRef } from 'react';
import { eventFor, type GameEvent, type GameMap, getMap, type PlayerView, type Seat } from '../engine';
import { type LogEntry, useGameStore } from '../store/game/gameStore';
import { describeEvent } from './describeEvent';
import { turnSentence } from './turnSentence';
import { useComputerSeats } from './useComputerSeats';

interface LogLine {
  key: string;
  text: string;
  /** A computer's turn told in one sentence, after its moves. */
  summary?: true;
}

/** The log's lines: each event in words, and after a computer's turn what it was for. */
function logLines(
  log: readonly LogEntry[],
  players: readonly PlayerView[],
  viewer: Seat | null,
  computers: ReadonlySet<Seat>,
  map: GameMap | undefined,
): LogLine[] {
  const lines: LogLine[] = [];
  let turn: GameEvent[] = [];
  for (const entry of log) {
    const shown = viewer === null ? entry.event : eventFor(entry.event, viewer);
    if (!shown) continue;
    if (shown.type === 'turnStarted') turn = [];
    turn.push(shown);
    const text = describeEvent(shown, players, map);
    if (text) lines.push({ key: String(entry.seq), text });
    if (shown.type === 'turnEnded' && map && computers.has(shown.seat))
      lines.push({
        key: `${entry.seq}-turn`,
        text: turnSentence(turn, shown.seat, players, map),
        summary: true,
      });
  }
  return lines;
}

/**
 * The game log, newest at the bottom, as seen by the player at the screen (others' cards hidden); each
 * move says where it ended, and a computer's turn what it was for. Not a live region: the board description's news speaks each change once.
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
  const computers = useComputerSeats();
  const lines = useMemo(
    () => logLines(log, players, viewer, computers, map),
    [log, players, viewer, computers, map],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest entry whenever one arrives
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [log.length]);
  return (
    <section className="panel game-log" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={list} data-testid="game-log">
        {lines.map((line) => (
          <li key={line.key} className={line.summary ? 'turn-sentence' : undefined}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
