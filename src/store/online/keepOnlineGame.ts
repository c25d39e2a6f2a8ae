import type { GameView } from '../../engine';
import type { KeptGame } from '../../table/keptGame';
import { keepGame } from '../saves/history';
import { decodeReplay } from '../saves/replayFile';
import { defaultEndpoint } from './onlineStore';

/** Tables whose replay this page has already asked for (a view of the ended game comes with each reload). */
const asked = new Set<string>();

/**
 * When a remote table's game ends, its replay as this device may see it (its seat's cards, or none when
 * watching) is fetched from the server and kept in the device's history. Answers the kept game, or null
 * when it was already asked for or could not be had (the game itself is unaffected; the history misses it).
 */
export async function keepOnlineGame(
  code: string,
  token: string | null,
  endpoint = defaultEndpoint(),
): Promise<KeptGame | null> {
  const key = `${code}/${token ?? 'watch'}`;
  if (asked.has(key)) return null;
  asked.add(key);
  try {
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    const response = await fetch(`${endpoint}/replay/${code}${query}`);
    if (!response.ok) return null;
    const decoded = decodeReplay(await response.text());
    if (!decoded.ok) return null;
    await keepGame(decoded.game);
    return decoded.game;
  } catch {
    return null;
  }
}

/** Whether a view shows the game over: the moment to keep it. */
export const gameOver = (view: GameView | null) => view?.phase.kind === 'ended';
