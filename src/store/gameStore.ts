import { create } from 'zustand';
import {
  type ActionIntent,
  actionFor,
  createGame,
  type ExecuteResult,
  execute,
  type GameEvent,
  type GameState,
  validateState,
} from '../engine';
import type { CaptainId, Seat, ShipId } from '../engine/ids';
import { decodeSave, encodeSave } from './saveFile';
import { readSlots, restoreSlot, writeSlot } from './saveSlot';
import { needsHandOff, type SeatKind } from './seatKinds';

export interface LogEntry {
  seq: number;
  round: number;
  event: GameEvent;
}

export interface PlayerSetup {
  name: string;
  ship: ShipId;
  captain: CaptainId;
  /** A person at the screen (the default) or a computer captain's level. */
  kind?: SeatKind;
}

/** What the setup screen collects; players are listed clockwise from seat 0. */
export interface GameSetup {
  players: PlayerSetup[];
  firstSeat: Seat;
  seed: number;
}

interface GameStore {
  game: GameState | null;
  log: LogEntry[];
  /** Who sits at each seat; saved with the game. */
  seats: SeatKind[];
  /** Captain and ship choices waiting for the Kraken to be placed (S2 comes before S4). */
  pendingCaptains: PlayerSetup[];
  /** The engine's reason for the last refused action, shown until the next action. */
  rejection: string | null;
  /** Problems with loading or saving, shown to the players. */
  notice: string | null;
  /** The seat the screen must be handed to before private information is shown. */
  handOffSeat: Seat | null;
  startGame: (setup: GameSetup) => void;
  /**
   * Runs an intent as the player whose turn it is (A3: the person holding the device acts) and returns
   * the engine's result: the events, or the rejection with its reason.
   */
  dispatch: (intent: ActionIntent) => ExecuteResult;
  acknowledgeHandOff: () => void;
  clearRejection: () => void;
  /** Shows a refusal already known from the store's answers (a key whose action is refused now). */
  refuse: (reason: string) => void;
  loadFromStorage: () => void;
  importSave: (text: string) => boolean;
  exportSave: () => string | null;
}

/** A loaded game in play is covered for the seat to act, when people share the screen. */
function handOffOnLoad(game: GameState, seats: SeatKind[]): Seat | null {
  const seat = game.turn?.seat;
  return seat !== undefined && needsHandOff(seats, seat) ? seat : null;
}

function appendLog(log: LogEntry[], events: GameEvent[], round: number): LogEntry[] {
  const start = log.length;
  return [...log, ...events.map((event, index) => ({ seq: start + index + 1, round, event }))];
}

export const useGameStore = create<GameStore>()((set, get) => {
  /** Saves after every change; a failure is reported, never thrown. */
  function persist(game: GameState, log: LogEntry[]) {
    const written = writeSlot(encodeSave(game, log, new Date(), get().seats));
    set({ notice: written.ok ? null : written.reason });
  }

  function apply(intent: ActionIntent): ExecuteResult {
    const { game, log } = get();
    if (!game) return { ok: false, code: 'wrongPhase', reason: 'No game is in progress.' };
    const result = execute(game, actionFor(game, intent));
    if (!result.ok) {
      set({ rejection: result.reason });
      return result;
    }
    const nextLog = appendLog(log, result.events, result.state.turn?.round ?? 0);
    const turnPassed = result.events.some((event) => event.type === 'turnStarted');
    set({
      game: result.state,
      log: nextLog,
      rejection: null,
      handOffSeat:
        turnPassed && result.state.turn
          ? needsHandOff(get().seats, result.state.turn.seat)
            ? result.state.turn.seat
            : null
          : get().handOffSeat,
    });
    persist(result.state, nextLog);
    return result;
  }

  /**
   * Once the Kraken is placed, the captains chosen on the setup screen are taken in seat order (S4);
   * the result carries the events of the placement and of every choice taken.
   */
  function takePendingCaptains(placed: ExecuteResult): ExecuteResult {
    if (!placed.ok) return placed;
    const events = [...placed.events];
    let state = placed.state;
    for (;;) {
      const { game, pendingCaptains } = get();
      if (game?.phase.kind !== 'chooseCaptains') break;
      const choice = pendingCaptains[game.phase.nextSeat];
      if (!choice) break;
      const chosen = apply({ type: 'chooseCaptain', captain: choice.captain, ship: choice.ship });
      if (!chosen.ok) break;
      events.push(...chosen.events);
      state = chosen.state;
    }
    return { ok: true, state, events };
  }

  return {
    game: null,
    log: [],
    seats: [],
    pendingCaptains: [],
    rejection: null,
    notice: null,
    handOffSeat: null,

    startGame(setup) {
      const game = createGame({ names: setup.players.map((player) => player.name), seed: setup.seed });
      const seats = setup.players.map((player) => player.kind ?? 'person');
      set({ game, log: [], seats, pendingCaptains: setup.players, rejection: null, handOffSeat: null });
      apply({ type: 'chooseFirstPlayer', seat: setup.firstSeat });
    },

    dispatch(action) {
      const result = apply(action);
      return action.type === 'placeKraken' ? takePendingCaptains(result) : result;
    },

    acknowledgeHandOff: () => set({ handOffSeat: null }),
    clearRejection: () => set({ rejection: null }),
    refuse: (reason) => set({ rejection: reason }),

    loadFromStorage() {
      const [current, previous] = readSlots();
      if (current === undefined) return;
      const decoded = decodeSave(current, validateState);
      if (decoded.ok) {
        // a notice already given (the save refused a moment ago) stays until the players have seen it
        set({
          game: decoded.game,
          log: decoded.log as LogEntry[],
          seats: decoded.seats,
          handOffSeat: handOffOnLoad(decoded.game, decoded.seats),
        });
        return;
      }
      const fallback = previous === undefined ? null : decodeSave(previous, validateState);
      if (fallback?.ok && previous !== undefined) {
        restoreSlot(previous);
        set({
          game: fallback.game,
          log: fallback.log as LogEntry[],
          seats: fallback.seats,
          notice: `${decoded.reason} The last good save was restored instead.`,
          handOffSeat: handOffOnLoad(fallback.game, fallback.seats),
        });
        return;
      }
      set({ notice: `${decoded.reason} No earlier save could be restored.` });
    },

    importSave(text) {
      const decoded = decodeSave(text, validateState);
      if (!decoded.ok) {
        set({ notice: `Import refused. ${decoded.reason} Your current game is unchanged.` });
        return false;
      }
      const log = decoded.log as LogEntry[];
      set({
        game: decoded.game,
        log,
        seats: decoded.seats,
        notice: null,
        rejection: null,
        handOffSeat: handOffOnLoad(decoded.game, decoded.seats),
      });
      persist(decoded.game, log);
      return true;
    },

    exportSave() {
      const { game, log } = get();
      return game ? encodeSave(game, log, new Date(), get().seats) : null;
    },
  };
});
