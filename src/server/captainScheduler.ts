import { createHmac } from 'node:crypto';
import type { CaptainIntent } from '../captains/intent';
import { isLevelId, type LevelId } from '../captains/levels';
import {
  type Action,
  type ActionIntent,
  type GameState,
  type Seat,
  type VolleySource,
  viewFor,
} from '../engine';
import { actingSeat } from '../table/actingSeat';
import type { SeatRecord, TableSetup } from './database';
import type { Refusal } from './refusal';
import type { WorkerPools } from './workerPools';

/** A computer captain's decisions in one turn before it is made to end it (a refusal loop stops here). */
const CAPTAIN_DECISIONS_PER_TURN = 60;

/** A computer captain's seed: from the table's secret, which no client ever sees (never from its code). */
export const captainSeed = (secret: string, seat: Seat): number =>
  createHmac('sha256', secret).update(`captain/${seat}`).digest().readUInt32BE(0);

/** The level of the captain playing a seat: a computer's, or the one standing in for an absent person. */
export function captainLevel(record: SeatRecord): LevelId | null {
  const level = record.kind === 'computer' ? record.level : (record.standIn ?? null);
  return level !== null && isLevelId(level) ? level : null;
}

/** What the scheduler needs of its table room. */
export interface CaptainTable {
  readonly code: string;
  /** The table as it stands, or null while no captain may act (not started, stale, a volley pending). */
  current(): { game: GameState; version: number; setup: TableSetup; secret: string } | null;
  /** Runs `work` in the room's chain, after everything queued before it. */
  enqueue<T>(work: () => Promise<T>): Promise<T>;
  act(seat: Seat, intent: ActionIntent): Promise<Refusal | null>;
  volley(seat: Seat, source: VolleySource, strength: number): Promise<Refusal | null>;
  report(message: string, error?: unknown): void;
}

/**
 * Plays a table's computer captains: when one is to act, asks the captains' worker for its intent from
 * its seat's view (never the whole state), then plays it in the room's chain exactly as a person's
 * message, unless the table moved on meanwhile. One decision at a time per table.
 */
export class CaptainScheduler {
  private busy = false;
  private turn = { key: '', decisions: 0 };

  constructor(
    private readonly table: CaptainTable,
    private readonly pools: Pick<WorkerPools, 'run' | 'closing'>,
  ) {}

  /** If a computer captain is to act now, asks for its intent. */
  schedule(): void {
    const now = this.table.current();
    if (!now || this.busy) return;
    const seat = actingSeat(now.game, now.setup.host);
    const record = seat === null ? undefined : now.setup.seats[seat];
    const level = record ? captainLevel(record) : null;
    if (seat === null || !level) return;
    this.busy = true;
    const memory = `${this.table.code}/${seat}`;
    const task = { kind: 'decide', view: viewFor(now.game, seat), level, memory } as const;
    void this.pools
      .run({ ...task, seed: captainSeed(now.secret, seat) })
      .then((answer) =>
        this.table.enqueue(async () => {
          this.busy = false;
          const later = this.table.current();
          // the table moved on, or the player took the seat back meanwhile: decide again (or not at all)
          const still = later?.setup.seats[seat];
          if (answer.kind !== 'decide' || later?.version !== now.version || !still || !captainLevel(still))
            return this.schedule();
          await this.play(later.game, seat, answer.intent);
        }),
      )
      .catch((error: unknown) => {
        this.busy = false;
        // a decision cut off by the server stopping is no failure: the table is saved and will ask again
        if (!this.pools.closing) this.table.report(`captain of seat ${seat} failed`, error);
      });
  }

  private async play(game: GameState, seat: Seat, intent: CaptainIntent): Promise<void> {
    const key = `${game.turn?.round ?? 0}/${seat}`;
    if (this.turn.key !== key) this.turn = { key, decisions: 0 };
    this.turn.decisions += 1;
    const endTurn = () => this.table.act(seat, { type: 'endTurn' });
    let refusal: Refusal | null = null;
    if (this.turn.decisions > CAPTAIN_DECISIONS_PER_TURN) refusal = await endTurn();
    else if (intent.kind === 'volley')
      refusal = await this.table.volley(seat, intent.source, intent.strength);
    else if (intent.kind === 'action') {
      const { seat: _named, ...rest } = intent.action as Action & { seat?: Seat };
      refusal = await this.table.act(seat, rest as ActionIntent);
    } else refusal = game.phase.kind === 'playing' ? await endTurn() : null;
    // A refused intent (it should not happen) ends the captain's turn rather than stall the table.
    if (refusal && game.phase.kind === 'playing' && this.table.current()?.game === game) {
      this.table.report(`captain of seat ${seat} refused: ${refusal.message}`);
      await endTurn();
    }
  }
}
