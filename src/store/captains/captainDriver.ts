import type { CaptainIntent } from '../../captains/intent';
import type { LevelId } from '../../captains/levels';
import {
  type Action,
  type GameState,
  type GameView,
  intentOf,
  isWholeState,
  SETUP_ACTION_TYPES,
  type Seat,
  type TableState,
  viewFor,
} from '../../engine';
import type { Thresholds } from '../../physics/thresholds';
import { useGameStore } from '../game/gameStore';
import { computerToAct } from '../game/seatKinds';
import { turnKeyOf } from '../playback/beatsFor';
import { selectSettled, usePlaybackStore } from '../playback/playbackStore';
import { leverCharge } from '../volley/leverCharge';
import { type VolleyStage, volleyStageNow } from '../volley/volleyPhase';
import { useVolleyStore } from '../volley/volleyStore';
import { ACTION_PAUSE_MS, type DriverSpeed, isSkipped, useDriverStore } from './driverStore';

/** What the driver needs of the captain worker (its comlink proxy, or an in-process stand-in in tests). */
export interface DecideService {
  decide(
    view: GameView,
    level: LevelId,
    seed: number,
    thresholds: Thresholds,
    memory?: string,
  ): Promise<{ intent: CaptainIntent; ms: number }>;
  forget(memory: string): void;
}

export interface DriverOptions {
  service: DecideService;
  thresholds: () => Thresholds;
  /** Names this driver's planning memories in the worker (one per game screen shown). */
  id: string;
  /** Seed of the captains' decisions; each seat mixes in its own number. */
  seed?: number;
  /** Pause between actions per speed, ms (tests pass none). */
  pauses?: Readonly<Record<DriverSpeed, number>>;
}

/** What the driver does next, given the table: the pure core, unit-tested apart from the timing. */
export type DriverStep =
  | { kind: 'none' }
  | { kind: 'decide'; seat: Seat; level: LevelId }
  /** The computer's cubes are flying: wait for them to land (a skipped turn's land at once). */
  | { kind: 'flying' }
  /** The table is still playing what happened: wait until it shows the state decided on (`seat` acts next). */
  | { kind: 'playing'; seat: Seat; level: LevelId }
  /** A volley result is shown during a computer's turn: close it after a pause. */
  | { kind: 'close' }
  /** A volley panel left open from before the computer's turn: close it. */
  | { kind: 'cancel' };

export function driverStep(
  game: TableState | null,
  seats: readonly string[],
  stage: VolleyStage,
  settled = true,
): DriverStep {
  const actor = computerToAct(game, seats as Parameters<typeof computerToAct>[1]);
  if (!actor) return { kind: 'none' };
  switch (stage.kind) {
    case 'idle':
      return { kind: settled ? 'decide' : 'playing', ...actor };
    case 'firing':
    case 'flying':
      return { kind: 'flying' };
    case 'result':
      return { kind: 'close' };
    case 'choosing':
    case 'aiming':
      return { kind: 'cancel' };
    default: {
      const never: never = stage;
      return never;
    }
  }
}

export { turnKeyOf };

const isSetupAction = (action: Action) => (SETUP_ACTION_TYPES as readonly string[]).includes(action.type);
const DECISION_SEED = 0x7a11e7;

/**
 * Plays the computer captains' seats on the table: when the seat to act is a computer, asks the worker
 * to decide from that seat's view only (A1), and dispatches the answer for that seat (A3) through the
 * same store path as a person, so every move animates as a person's does; a volley goes the person's way
 * too (the lever aimed and let go, the fire intent through the game store, the flight and result played). Pauses between actions follow the speed; "skip" plays the
 * rest of the turn without them.
 */
export class CaptainDriver {
  private busy = false;
  private stopped = false;
  private wake: (() => void) | null = null;
  private readonly memories = new Set<string>();

  constructor(private readonly options: DriverOptions) {}

  /**
   * Looks at the table and does what its step asks (store/wiring.ts calls it on every change of the
   * game, the volley, the playback's settling and the skip).
   */
  readonly tick = (): void => void this.step();

  /** "Skip to end of turn" was pressed or undone: a pause under way ends now, and the table is looked at. */
  readonly skipChanged = (): void => {
    this.wake?.();
    this.tick();
  };

  stop() {
    this.stopped = true;
    this.wake?.();
    for (const memory of this.memories) this.options.service.forget(memory);
    useDriverStore.setState({ acting: null, thinking: false });
  }

  private skipping(): boolean {
    return isSkipped(useDriverStore.getState(), turnKeyOf(useGameStore.getState().game));
  }

  /** Waits `ms` (none when skipping); a skip or a stop cuts it short. */
  private pause(ms: number): Promise<void> {
    if (ms <= 0 || this.skipping() || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private pauseMs(): number {
    return (this.options.pauses ?? ACTION_PAUSE_MS)[useDriverStore.getState().speed];
  }

  private async step(): Promise<void> {
    if (this.busy || this.stopped) return;
    const { game, seats } = useGameStore.getState();
    const step = driverStep(game, seats, volleyStageNow(), selectSettled(usePlaybackStore.getState()));
    // the bar stays up while the table plays the computer's actions, so its Skip is there to press
    const acting =
      step.kind === 'decide' || step.kind === 'playing' ? { seat: step.seat, level: step.level } : null;
    const current = useDriverStore.getState().acting;
    if (step.kind === 'none' || step.kind === 'decide' || step.kind === 'playing') {
      if (current?.seat !== acting?.seat || current?.level !== acting?.level)
        useDriverStore.setState({ acting });
    }
    switch (step.kind) {
      case 'none':
      case 'playing':
      case 'flying':
        return;
      case 'cancel':
        useVolleyStore.getState().cancel();
        return;
      case 'close':
        await this.run(async () => {
          await this.pause(this.pauseMs());
          usePlaybackStore.getState().close();
        });
        return;
      case 'decide':
        // the computer captains of this device play on the whole state it holds (never at a remote table)
        if (game && isWholeState(game)) await this.run(() => this.decideAndAct(game, step.seat, step.level));
        return;
      default: {
        const never: never = step;
        return never;
      }
    }
  }

  /** Runs one step; a failure (the worker's) stops the driver with a message rather than retrying forever. */
  private async run(job: () => Promise<void>) {
    this.busy = true;
    let failed = false;
    try {
      await job();
    } catch (error) {
      failed = true;
      useDriverStore.setState({ problem: `A computer captain could not play: ${(error as Error).message}` });
    } finally {
      this.busy = false;
      useDriverStore.setState({ thinking: false });
    }
    if (!this.stopped && !failed) this.tick();
  }

  private async decideAndAct(game: GameState, seat: Seat, level: LevelId) {
    const started = performance.now();
    const memory = `${this.options.id}/${seat}`;
    this.memories.add(memory);
    useDriverStore.setState({ thinking: true });
    const seed = ((this.options.seed ?? DECISION_SEED) + seat * 7919) >>> 0;
    const { intent, ms } = await this.options.service.decide(
      viewFor(game, seat),
      level,
      seed,
      this.options.thresholds(),
      memory,
    );
    useDriverStore.setState({ thinking: false, lastDecisionMs: ms });
    // the table changed while the worker thought (a load, a new game): decide again from the new view
    if (this.stopped || useGameStore.getState().game !== game) return;
    await this.pause(this.pauseMs() - (performance.now() - started));
    if (this.stopped || useGameStore.getState().game !== game) return;
    const acted = performance.now();
    this.act(intent, seat);
    // the main-thread cost of each computer step, for the long-task figures of the browser tests
    performance.measure('captain:act', { start: acted });
    if (intent.kind === 'volley') await this.strike(intent, game);
  }

  /** Dispatches an action for the seat (A3); a refusal ends the turn rather than repeating it. */
  private act(intent: CaptainIntent, seat: Seat) {
    const dispatch = useGameStore.getState().dispatch;
    const endTurn = () => dispatch({ type: 'endTurn' });
    if (intent.kind === 'volley') {
      useVolleyStore.getState().aim(intent.source);
      leverCharge.set(intent.strength);
      return;
    }
    if (intent.kind === 'wait') {
      // never expected for the seat to act; ending the turn keeps the game going
      if (useGameStore.getState().game?.phase.kind !== 'playing')
        throw new Error(`it waited in setup (${intent.reason})`);
      useDriverStore.setState({
        problem: `The computer captain waited (${intent.reason}); its turn was ended.`,
      });
      endTurn();
      return;
    }
    const action = intent.action;
    if (!isSetupAction(action) && 'seat' in action && action.seat !== seat) {
      useDriverStore.setState({ problem: 'A computer captain named another seat; its turn was ended.' });
      endTurn();
      return;
    }
    const result = dispatch(intentOf(action));
    if (!result.ok) {
      useDriverStore.setState({ problem: `A computer captain's action was refused: ${result.reason}` });
      if (useGameStore.getState().game?.phase.kind === 'playing') endTurn();
    }
  }

  private async strike(intent: Extract<CaptainIntent, { kind: 'volley' }>, game: GameState) {
    await this.pause(this.pauseMs());
    // a person may have cancelled the aim: the next tick decides again from the same view
    if (
      this.stopped ||
      useVolleyStore.getState().lever.kind !== 'aiming' ||
      useGameStore.getState().game !== game
    )
      return;
    const struck = performance.now();
    // let go as a person's flick does: the lever rests, the fire intent goes through the game store's door
    const source = useVolleyStore.getState().release();
    if (!source) return;
    const striking = useGameStore
      .getState()
      .dispatch({ type: 'fire', source, strength: intent.strength, thresholds: this.options.thresholds() });
    // the main thread's part of the strike only: the volley flies in its worker meanwhile
    performance.measure('captain:strike', { start: struck });
    const result = await striking;
    if (!result.ok && !this.stopped && useGameStore.getState().game === game) {
      useDriverStore.setState({ problem: `A computer captain's volley was refused: ${result.reason}` });
      useGameStore.getState().dispatch({ type: 'endTurn' });
    }
  }
}
