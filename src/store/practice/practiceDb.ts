import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PracticeShot } from './practiceShot';

interface PracticeDb extends DBSchema {
  /** Every practice volley, in the order fired (an increasing key). */
  shots: { key: number; value: PracticeShot };
  /** Each drill's personal best. */
  bests: { key: string; value: { drill: string; best: number } };
}

const DB_NAME = 'to-glory-practice';

let opened: Promise<IDBPDatabase<PracticeDb>> | null = null;

/** The device's practice database (IndexedDB through idb), opened once. */
function database(): Promise<IDBPDatabase<PracticeDb>> {
  opened ??= openDB<PracticeDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('shots', { autoIncrement: true });
      db.createObjectStore('bests', { keyPath: 'drill' });
    },
  });
  return opened;
}

export async function readShots(): Promise<PracticeShot[]> {
  return (await database()).getAll('shots');
}

export async function addShots(shots: readonly PracticeShot[]): Promise<void> {
  const tx = (await database()).transaction('shots', 'readwrite');
  await Promise.all([...shots.map((shot) => tx.store.add(shot)), tx.done]);
}

export async function clearShots(): Promise<void> {
  await (await database()).clear('shots');
}

export async function readBests(): Promise<Record<string, number>> {
  const rows = await (await database()).getAll('bests');
  return Object.fromEntries(rows.map((row) => [row.drill, row.best]));
}

export async function keepBest(drill: string, best: number): Promise<void> {
  await (await database()).put('bests', { drill, best });
}
