import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PlayerStats } from '../../engine/playerStats';
import type { KeptGame, KeptRecord } from '../../table/keptGame';

/** A kept game without its record: what the History page lists (records are read one at a time). */
export type KeptEntry = Omit<KeptGame, 'record'>;

interface HistoryDb extends DBSchema {
  /** One entry a game, by its id; newest first by `finishedAt`. */
  games: { key: string; value: KeptEntry; indexes: { finishedAt: string } };
  /** Each game's record (first state and actions, or views), apart: a list never reads them. */
  records: { key: string; value: { id: string; record: KeptRecord } };
}

const DB_NAME = 'to-glory-history';

let opened: Promise<IDBPDatabase<HistoryDb>> | null = null;

/** The device's history database (IndexedDB through idb), opened once. */
function database(): Promise<IDBPDatabase<HistoryDb>> {
  opened ??= openDB<HistoryDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('games', { keyPath: 'id' }).createIndex('finishedAt', 'finishedAt');
      db.createObjectStore('records', { keyPath: 'id' });
    },
  });
  return opened;
}

/** Keeps a finished game (again under its id: a game is kept once). */
export async function keepGame(game: KeptGame): Promise<void> {
  const db = await database();
  const { record, ...entry } = game;
  const tx = db.transaction(['games', 'records'], 'readwrite');
  await Promise.all([
    tx.objectStore('games').put(entry),
    tx.objectStore('records').put({ id: game.id, record }),
    tx.done,
  ]);
}

/** Every kept game, newest first. */
export async function listGames(): Promise<KeptEntry[]> {
  const db = await database();
  return (await db.getAllFromIndex('games', 'finishedAt')).reverse();
}

/** A kept game whole, or null when there is none by that id. */
export async function readGame(id: string): Promise<KeptGame | null> {
  const db = await database();
  const [entry, stored] = await Promise.all([db.get('games', id), db.get('records', id)]);
  return entry && stored ? { ...entry, record: stored.record } : null;
}

export async function forgetGame(id: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(['games', 'records'], 'readwrite');
  await Promise.all([tx.objectStore('games').delete(id), tx.objectStore('records').delete(id), tx.done]);
}

/** Figures across the games on this device, by player name. */
export interface NameRecord {
  name: string;
  games: number;
  wins: number;
  averagePoints: number;
  /** The longest run of scoring volleys in any one game. */
  bestStreak: number;
}

/** Each name's games, wins, average points and best volley streak over the kept games, most games first. */
export function recordsByName(games: readonly KeptEntry[]): NameRecord[] {
  const byName = new Map<string, { games: number; wins: number; points: number; bestStreak: number }>();
  for (const game of games) {
    game.summary.players.forEach((player, seat) => {
      const record = byName.get(player.name) ?? { games: 0, wins: 0, points: 0, bestStreak: 0 };
      const stats: PlayerStats | undefined = game.stats[seat];
      byName.set(player.name, {
        games: record.games + 1,
        wins: record.wins + (game.summary.winners.includes(seat) ? 1 : 0),
        points: record.points + player.points,
        bestStreak: Math.max(record.bestStreak, stats?.bestStreak ?? 0),
      });
    });
  }
  return [...byName.entries()]
    .map(([name, record]) => ({
      name,
      games: record.games,
      wins: record.wins,
      averagePoints: record.points / record.games,
      bestStreak: record.bestStreak,
    }))
    .sort((a, b) => b.games - a.games || b.wins - a.wins || a.name.localeCompare(b.name));
}
