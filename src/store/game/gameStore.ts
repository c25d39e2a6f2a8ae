import { create } from 'zustand';
import type { LevelId } from '../../captains/levels';
import {
  type ActionIntent,
  actionFor,
  createGame,
  type ExecuteResult,
  execute,
  type GameEvent,
  type GameState,
  legalActions,
  validateState,
} from '../../engine';
import type { CaptainId, Seat, ShipId, VolleySource } from '../../engine/ids';
import { volleySourceRefusal } from '../../engine/volleySourceRefusal';
import type { Thresholds } from '../../physics/thresholds';
import { actingSeat as actingSeatAt } from '../../table/actingSeat';
import { volleySeed } from '../../table/volleyInputFor';
import { beatsFor, type Flight } from '../playback/beatsFor';
import { usePlaybackStore } from '../playback/playbackStore';
import type { LogEntry } from '../saves/gameEventSchema';
import {
  type DecodedSave,
  decodeSave,
  describeGame,
  encodeSave,
  type LoadedGame,
  type SetupChoice,
} from '../saves/saveFile';
import { readGoodSlot, readSlots, restoreSlot, writeGoodSlot, writeSlot } from '../saves/saveSlot';
import type { VolleyService } from '../volley/volleyService';
import { computerToAct, needsHandOff, type SeatKind } from './seatKinds';

export type { LogEntry } from '../saves/gameEventSchema';

/** Said once when a save made under earlier rules is loaded (its game plays on under today's). */
export const OLDER_RULES_NOTICE =
  'This game was saved under earlier rules. It goes on under today’s: a move that must go on keeps sailing forward where it can, and only the player whose turn it is acts.';

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

/**
 * Firing a volley: the same door as every other action. The volley worker flies it from the table as it
 * is, the engine resolves its outcome, and the table plays the flight before it shows the result.
 */
export interface FireIntent {
  type: 'fire';
  source: VolleySource;
  strength: number;
  thresholds: Thresholds;
}

/**
 * A remote table this screen plays at (issue 17): its actions go to the game server, which decides them;
 * `game` is then this seat's view as a table (tableOfView) and the table moves on with each view the
 * server sends (onlineTable.ts). Null: pass-and-play, the engine on this device decides.
 */
export interface RemoteTable {
  /** The seat this device holds; null when it only watches. */
  seat: Seat | null;
  /** The host, who chooses the first player. */
  host: Seat;
  /** Asks the server to carry out an action; answers the engine's verdict on this seat's view meanwhile. */
  act: (intent: ActionIntent) => ExecuteResult;
  /** Sends the source and strength; answers once the server has flown the volley, or refused it. */
  fire: (intent: FireIntent) => Promise<ExecuteResult>;
}

interface GameStore {
  game: GameState | null;
  /** The remote table whose actions the server decides, or null for a game on this device. */
  remote: RemoteTable | null;
  log: LogEntry[];
  /** Who sits at each seat; saved with the game. */
  seats: SeatKind[];
  /** Captain and ship choices, by seat, waiting for the Kraken to be placed (S2 comes before S4); saved. */
  pendingCaptains: (SetupChoice | null)[];
  /** The engine's reason for the last refused action, shown until the next action. */
  rejection: string | null;
  /** Problems with loading or saving, and what was loaded, shown to the players. */
  notice: string | null;
  /** Whether the notice reports good news (what was loaded) rather than a problem. */
  noticeIsInfo: boolean;
  /** The seat the screen must be handed to before private information is shown. */
  handOffSeat: Seat | null;
  startGame: (setup: GameSetup) => void;
  /**
   * Runs an intent as the player whose turn it is (A3: the person holding the device acts) and returns
   * the engine's result: the events, or the rejection with its reason.
   */
  dispatch: {
    (intent: ActionIntent): ExecuteResult;
    (intent: FireIntent): Promise<ExecuteResult>;
  };
  acknowledgeHandOff: () => void;
  clearRejection: () => void;
  /** Shows a refusal already known from the store's answers (a key whose action is refused now). */
  refuse: (reason: string) => void;
  loadFromStorage: () => void;
  /** Replaces the game with a save's, or refuses it with the reason and keeps the game; never throws. */
  importSave: (text: string) => boolean;
  /** Refuses a file without reading it (too large), with the reason; the game is kept. */
  refuseImport: (reason: string) => void;
  exportSave: () => string | null;
  /** Goes back to the last save that was shown without a crash (after a crash); false when there is none. */
  restoreLastGood: () => boolean;
  /** Records the current save as one the screen has shown without crashing. */
  markGood: () => void;
  /** A new game with the same players, seats, ships and captains; false when there is no game to repeat. */
  rematch: () => boolean;
  /**
   * Changes a computer seat's level in the game in progress (a person's seat stays a person's): it plays
   * its next decision at the new level; saved at once. False when there is no such computer seat.
   */
  setSeatLevel: (seat: Seat, level: LevelId) => boolean;
  clearNotice: () => void;
  /** Connects the services the store reaches beyond itself (the wiring's); returns the way back. */
  link: (links: GameLinks) => () => void;
}

/** What the game store asks beyond itself (store/wiring.ts connects it). */
export interface GameLinks {
  /** Who flies the volleys: the volley worker in the browser, this thread in tests. */
  volleys: VolleyService;
}

/**
 * Whether someone other than the person at this screen acts now, so that the person's controls rest: a
 * computer captain on this device, or at a remote table any seat but the one this device holds.
 */
export function othersToAct(game: GameState | null, seats: readonly SeatKind[], remote: RemoteTable | null) {
  if (!game) return false;
  if (remote) return actingSeatAt(game, remote.host) !== remote.seat;
  return computerToAct(game, seats) !== null;
}

/** A loaded game in play is covered for the seat to act, when people share the screen. */
function handOffOnLoad(game: GameState, seats: SeatKind[]): Seat | null {
  const seat = game.turn?.seat;
  return seat !== undefined && needsHandOff(seats, seat) ? seat : null;
}

export function appendLog(log: LogEntry[], events: GameEvent[], round: number): LogEntry[] {
  const start = log.length;
  return [...log, ...events.map((event, index) => ({ seq: start + index + 1, round, event }))];
}

export const useGameStore = create<GameStore>()((set, get) => {
  let links: GameLinks | null = null;

  /** Saves after every change; a failure is reported, never thrown. */
  function persist(game: GameState, log: LogEntry[]) {
    const written = writeSlot(encodeSave(game, log, new Date(), get().seats, setupPending(game)));
    set({ notice: written.ok ? null : written.reason, noticeIsInfo: false });
  }

  /** The setup choices to save with the game: only while its setup is under way. */
  function setupPending(game: GameState): (SetupChoice | null)[] | undefined {
    return game.phase.kind === 'playing' || game.phase.kind === 'ended' ? undefined : get().pendingCaptains;
  }

  /** Applies an intent, or shows the engine's reason when it refuses it. */
  function apply(intent: ActionIntent, flightOf?: (events: GameEvent[]) => Flight): ExecuteResult {
    const result = commit(intent, flightOf);
    if (!result.ok) set({ rejection: result.reason });
    return result;
  }

  /** Applies an intent the engine accepts; a refusal changes nothing and is only returned. */
  function commit(intent: ActionIntent, flightOf?: (events: GameEvent[]) => Flight): ExecuteResult {
    const { game, log, seats } = get();
    if (!game) return { ok: false, code: 'wrongPhase', reason: 'No game is in progress.' };
    const result = execute(game, actionFor(game, intent));
    if (!result.ok) return result;
    const nextLog = appendLog(log, result.events, result.state.turn?.round ?? 0);
    const turnPassed = result.events.some((event) => event.type === 'turnStarted');
    const handOffSeat =
      turnPassed && result.state.turn
        ? needsHandOff(seats, result.state.turn.seat)
          ? result.state.turn.seat
          : null
        : get().handOffSeat;
    // the cover is known before the beats: those of the next seat's turn wait until it has looked
    usePlaybackStore.getState().cover(handOffSeat);
    // the truth moves on at once (and is saved); the table plays its events onto the shown state
    usePlaybackStore.getState().enqueue(
      beatsFor(game, result.events, result.state, log.length, {
        flight: flightOf?.(result.events) ?? null,
        computer: computerToAct(game, seats) !== null,
      }),
    );
    set({ game: result.state, log: nextLog, rejection: null, handOffSeat });
    persist(result.state, nextLog);
    return result;
  }

  /**
   * Once the Kraken is placed, the captains chosen on the setup screen are taken in seat order (S4);
   * the result carries the events of the placement and of every choice taken.
   */
  /** Applies an intent, or answers null (and shows nothing) when the engine refuses it. */
  function tryApply(intent: ActionIntent): ExecuteResult | null {
    const result = commit(intent);
    return result.ok ? result : null;
  }

  /** Flies the volley in the worker from the table as it is now, then resolves it (unless the table changed). */
  async function fire(intent: FireIntent): Promise<ExecuteResult> {
    const { game } = get();
    if (!game) return { ok: false, code: 'wrongPhase', reason: 'No game is in progress.' };
    const refusal = volleySourceRefusal(game, intent.source);
    if (refusal) {
      set({ rejection: refusal.reason });
      return refusal;
    }
    // a store the wiring has not linked (a bare test) has no one to fly it
    if (!links) return { ok: false, code: 'wrongPhase', reason: 'No volley can be flown here.' };
    usePlaybackStore.getState().fire(intent.source);
    const fired = await links.volleys.fire(
      game,
      intent.source,
      intent.strength,
      volleySeed(game),
      intent.thresholds,
    );
    if (get().game !== game)
      return { ok: false, code: 'wrongPhase', reason: 'The table changed while the volley was in the air.' };
    return apply({ type: 'resolveVolley', outcome: fired.score.outcome }, (events) => ({
      source: intent.source,
      trace: fired.trace,
      score: fired.score,
      events,
    }));
  }

  /**
   * A volley struck, flown here or by the remote table's server: once sent off it is the playback
   * queue's (firing until its flight is on the table); a refusal lets it go.
   */
  async function strike(intent: FireIntent, remote: RemoteTable | null): Promise<ExecuteResult> {
    const result = await (remote ? remote.fire(intent) : fire(intent));
    if (!result.ok) usePlaybackStore.getState().misfire();
    return result;
  }

  function firstFreeChoice(game: GameState): ExecuteResult | null {
    const action = legalActions(game).find((legal) => legal.type === 'chooseCaptain');
    return action?.type === 'chooseCaptain'
      ? tryApply({ type: 'chooseCaptain', captain: action.captain, ship: action.ship })
      : null;
  }

  /** Puts a decoded save on the table, whole: the game, its log, its seats and its pending setup choices. */
  function adopt(loaded: LoadedGame, notice: string | null, save: boolean, info = false) {
    // a loaded game is shown as it is: nothing of it is played again
    usePlaybackStore.getState().reset(loaded.game, loaded.log.length);
    set({
      game: loaded.game,
      log: loaded.log,
      seats: loaded.seats,
      pendingCaptains: loaded.pending,
      rejection: null,
      handOffSeat: handOffOnLoad(loaded.game, loaded.seats),
    });
    // a save left between the Kraken and the captains (older saves could be) finishes its setup now
    if (loaded.game.phase.kind === 'chooseCaptains')
      takePendingCaptains({ ok: true, state: loaded.game, events: [] });
    // an older rules marker is said once: saving again writes today's
    else if (save || loaded.olderRules) persist(loaded.game, loaded.log);
    set({
      notice: loaded.olderRules ? [notice, OLDER_RULES_NOTICE].filter(Boolean).join(' ') : notice,
      noticeIsInfo: info,
    });
  }

  function takePendingCaptains(placed: ExecuteResult): ExecuteResult {
    if (!placed.ok) return placed;
    const events = [...placed.events];
    let state = placed.state;
    for (;;) {
      const { game, pendingCaptains } = get();
      if (game?.phase.kind !== 'chooseCaptains') break;
      const choice = pendingCaptains[game.phase.nextSeat];
      // a choice lost or no longer free (an older save) falls to the first captain and ship still free
      const chosen =
        (choice && tryApply({ type: 'chooseCaptain', captain: choice.captain, ship: choice.ship })) ||
        firstFreeChoice(game);
      if (!chosen?.ok) break;
      events.push(...chosen.events);
      state = chosen.state;
    }
    return { ok: true, state, events };
  }

  return {
    game: null,
    remote: null,
    log: [],
    seats: [],
    pendingCaptains: [],
    rejection: null,
    notice: null,
    noticeIsInfo: false,
    handOffSeat: null,

    startGame(setup) {
      const game = createGame({ names: setup.players.map((player) => player.name), seed: setup.seed });
      const seats = setup.players.map((player) => player.kind ?? 'person');
      const pendingCaptains = setup.players.map(({ captain, ship }) => ({ captain, ship }));
      set({ game, log: [], seats, pendingCaptains, rejection: null, notice: null, handOffSeat: null });
      usePlaybackStore.getState().reset(game, 0);
      apply({ type: 'chooseFirstPlayer', seat: setup.firstSeat });
    },

    dispatch: ((intent: ActionIntent | FireIntent) => {
      const remote = get().remote;
      if (intent.type === 'fire') return strike(intent, remote);
      if (remote) return remote.act(intent);
      const result = apply(intent);
      return intent.type === 'placeKraken' ? takePendingCaptains(result) : result;
    }) as GameStore['dispatch'],

    acknowledgeHandOff: () => set({ handOffSeat: null }),
    clearRejection: () => set({ rejection: null }),
    refuse: (reason) => set({ rejection: reason }),

    loadFromStorage() {
      const [current, previous] = readSlots();
      if (current === undefined) return;
      const decoded = decodeSave(current, validateState);
      if (decoded.ok) {
        // a notice already given (the save refused a moment ago) stays until the players have seen it
        adopt(decoded, get().notice, false);
        return;
      }
      const fallback = previous === undefined ? null : decodeSave(previous, validateState);
      if (fallback?.ok && previous !== undefined) {
        restoreSlot(previous);
        adopt(fallback, `${decoded.reason} The last good save was restored instead.`, false);
        return;
      }
      set({ notice: `${decoded.reason} No earlier save could be restored.`, noticeIsInfo: false });
    },

    importSave(text) {
      const decoded = decodeSave(text, validateState);
      if (!decoded.ok) {
        set({
          notice: `Import refused. ${decoded.reason} Your current game is unchanged.`,
          noticeIsInfo: false,
        });
        return false;
      }
      adopt(decoded, `${describeGame(decoded.game)} — loaded.`, true, true);
      return true;
    },

    refuseImport: (reason) =>
      set({ notice: `Import refused. ${reason} Your current game is unchanged.`, noticeIsInfo: false }),

    exportSave() {
      const { game, log } = get();
      return game ? encodeSave(game, log, new Date(), get().seats, setupPending(game)) : null;
    },

    restoreLastGood() {
      const text = readGoodSlot();
      const decoded: DecodedSave | null = text === null ? null : decodeSave(text, validateState);
      if (!decoded?.ok) return false;
      adopt(decoded, `Back to the last good save: ${describeGame(decoded.game)}.`, true);
      return true;
    },

    markGood() {
      // the autosave of this very state, copied: nothing to encode again
      const [current] = readSlots();
      if (current !== undefined) writeGoodSlot(current);
    },

    rematch() {
      const { game, seats } = get();
      if (!game) return false;
      const players = game.players.flatMap((player, seat) =>
        player.ship && player.captain
          ? [{ name: player.name, ship: player.ship, captain: player.captain, kind: seats[seat] ?? 'person' }]
          : [],
      );
      if (players.length !== game.players.length) return false;
      get().startGame({
        players,
        firstSeat: game.firstSeat ?? 0,
        seed: Math.floor(Math.random() * 1_000_000),
      });
      return true;
    },

    setSeatLevel(seat, level) {
      const { game, log, seats } = get();
      const kind = seats[seat];
      if (!game || kind === undefined || kind === 'person') return false;
      if (kind === level) return true;
      set({ seats: seats.map((current, index) => (index === seat ? level : current)) });
      persist(game, log);
      return true;
    },

    clearNotice: () => set({ notice: null }),

    link(given) {
      links = given;
      return () => {
        links = null;
      };
    },
  };
});
