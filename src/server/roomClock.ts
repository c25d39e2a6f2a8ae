import type { GameState, Seat } from '../engine';
import { actingSeat } from '../table/actingSeat';
import { type ClockMessage, NO_CLOCK } from '../table/onlineMessages';
import { type Database, saveClock, type TableSetup } from './database';
import type { ServerClock } from './serverClock';
import { type ClockState, nextClock } from './turnClock';

/** What the clock needs of its table room. */
export interface ClockTable {
  readonly code: string;
  /** The table as it stands, or null while nothing may act (not started, stale, a volley pending). */
  current(): { game: GameState; version: number; setup: TableSetup } | null;
  enqueue<T>(work: () => Promise<T>): Promise<T>;
  /** `seat`'s time ran out: the table applies its timeout policy. */
  timedOut(seat: Seat): Promise<void>;
  broadcastClock(message: ClockMessage): void;
  report(message: string, error?: unknown): void;
}

/** Whose time runs: the acting seat's, if a person plays it (not a computer, not a stand-in). */
function timedSeat(game: GameState, setup: TableSetup): Seat | null {
  const seat = actingSeat(game, setup.host);
  const record = seat === null ? undefined : setup.seats[seat];
  return seat !== null && record?.kind === 'person' && !record.standIn ? seat : null;
}

/**
 * A table's turn clock: kept with the table in the database (so a restart, or another process's room,
 * carries on from the stored deadline), armed on the server clock, and shown to every client.
 */
export class RoomClock {
  private state: ClockState | null;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly table: ClockTable,
    private readonly db: Database,
    private readonly clock: ServerClock,
    stored: ClockState | null,
  ) {
    this.state = stored;
  }

  /**
   * After any change to the table: the clock for who acts now, stored if it changed, armed and shown.
   * `fresh`: a seat taken back by its player starts a whole allowance, not the one that ran out.
   */
  async update(fresh = false): Promise<void> {
    const now = this.table.current();
    if (!now) return;
    const setup = now.setup;
    const previous = fresh ? null : this.state;
    const next = nextClock(
      setup.clock ?? NO_CLOCK,
      previous,
      now.game,
      timedSeat(now.game, setup),
      now.version,
      this.clock.now(),
    );
    if (JSON.stringify(next) !== JSON.stringify(this.state)) {
      try {
        await saveClock(this.db, this.table.code, now.version, next);
      } catch (error) {
        this.table.report('the clock was not stored', error);
      }
      this.state = next;
    }
    this.arm();
    this.table.broadcastClock(this.message(setup));
  }

  message(setup: TableSetup): ClockMessage {
    return {
      type: 'clock',
      clock: setup.clock ?? NO_CLOCK,
      seat: this.state?.seat ?? null,
      deadline: this.state?.deadline ?? null,
      now: this.clock.now(),
    };
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private arm(): void {
    this.stop();
    const state = this.state;
    if (!state) return;
    this.cancel = this.clock.at(state.deadline, () => {
      void this.table
        .enqueue(async () => {
          // the table moved on since (an action, a take-back): that clock is no longer running
          if (this.state !== state) return;
          this.state = null;
          await this.table.timedOut(state.seat);
        })
        .catch((error: unknown) => this.table.report('the timeout failed', error));
    });
  }
}
