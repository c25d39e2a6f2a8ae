import { useRef } from 'react';
import { eventFor, getMap, type Seat, type TableState } from '../engine';
import { useGameStore } from '../store/game/gameStore';
import { usePlaybackStore } from '../store/playback/playbackStore';
import { cubeSpots } from '../table/cubeSpots';
import { cubesLieWords } from './cubeSpotWords';
import { describeEvent, pieceOwnerName } from './describeEvent';

/**
 * The one polite live region of the game: what the last action changed, in words ("Mary sails 2
 * spaces, to beside island D."; a volley, once its cubes are down, with where each one lies). It
 * starts with what happens after the screen opens, never the history.
 */
export function BoardNews({ game, viewer }: { game: TableState; viewer: Seat }) {
  const log = useGameStore((store) => store.log);
  // the news tells what the table has played, never ahead of it
  const shownLength = usePlaybackStore((store) => store.shownLog);
  // the volley whose cubes are down on the table: its result is told with where each cube lies
  const landed = usePlaybackStore((store) => (store.volley?.kind === 'result' ? store.volley : null));
  const shown = log.slice(0, shownLength);
  // told up to this entry (at first, what was there when the screen opened) and what was said last
  const news = useRef({ upTo: log.at(-1)?.seq ?? 0, text: '' });
  const newest = shown.at(-1)?.seq ?? 0;
  if (newest > news.current.upTo) {
    const map = getMap(game.mapId);
    const lines = shown
      .filter((entry) => entry.seq > news.current.upTo)
      .map((entry) => {
        const event = eventFor(entry.event, viewer);
        const line = event && describeEvent(event, game.players, map);
        if (!line || event?.type !== 'volleyFired' || !landed) return line;
        const where = cubesLieWords(cubeSpots(landed.trace, landed.score, map), (piece) =>
          pieceOwnerName(piece, game.players),
        );
        return where ? `${line} ${where}` : line;
      })
      .filter((line): line is string => Boolean(line));
    news.current = { upTo: newest, text: lines.join(' ') };
  } else if (newest < news.current.upTo) {
    // an undo took entries back: the next ones are news again
    news.current = { upTo: newest, text: news.current.text };
  }
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="board-news">
      {news.current.text}
    </p>
  );
}
