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
  isWholeState,
  legalActions,
  type Rejection,
  type TableState,
  validateState,
} from '../../engine';
import type { CaptainId, Seat, ShipId, VolleySource } from '../../engine/ids';
import { reject } from '../../engine/rejection';
import { volleySourceRefusal } from '../../engine/volleySourceRefusal';
import type { Thresholds } from '../../physics/thresholds';
import { traceHash } from '../../physics/traceHash';
import { actingSeat as actingSeatAt } from '../../table/actingSeat';
import type { KeptGame, KeptVolley, PlayRecord } from '../../table/keptGame';
import { volleySeed } from '../../table/volleyInputFor';
import { beatsFor, type Flight } from '../playback/beatsFor';
import { usePlaybackStore } from '../playback/playbackStore';
import type { StruckVolley } from '../playback/tableVolley';
import { finishedGame, newGameId } from '../saves/finishedGame';
import type { LogEntry } from '../saves/gameEventSchema';
import { keepGame } from '../saves/history';
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
import { computerToAct, needsHandOff, type SeatKind, tableViewer } from './seatKinds';

export type { LogEntry } from '../saves/gameEventSchema';

/** Said in a tab that another tab of the same browser opened after it: it no longer saves. */
export const OLDER_TAB_NOTICE =
  'This game was opened in another tab, which now saves it: this tab no longer saves (its moves would overwrite the other’s). Reload this tab to play here again.';

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
  /** Practice aids at this table (the landing marker and the chances beside the meter); off when absent. */
  practiceAids?: boolean;
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

/** An intent a remote table accepted on this seat's view and sent: the server carries it out and sends the view. */
export interface Sent {
  ok: true;
  sent: true;
}

/** What the store answers an intent: the engine's result on this device, or, at a remote table, sent or refused. */
export type DispatchResult = ExecuteResult | Sent;

/**
 * A remote table this screen plays at (issue 17): its actions go to the server, which decides them;
 * `game` is then this seat's view (a GameView: nothing hidden is held here) and the table moves on with
 * each view the server sends (onlineTable.ts). Null: pass-and-play, the engine on this device decides.
 */
export interface RemoteTable {
  /** The seat this device holds; null when it only watches. */
  seat: Seat | null;
  /** The host, who chooses the first player. */
  host: Seat;
  /** Asks the server to carry out an action; answers the rules' verdict on this seat's view meanwhile. */
  act: (intent: ActionIntent) => Sent | Rejection;
  /** Sends the source and strength; answers once the server has flown the volley, or refused it. */
  fire: (intent: FireIntent) => Promise<Sent | Rejection>;
}

interface GameStore {
  /** The game on the table: the whole state in pass-and-play, this seat's view at a remote table. */
  game: TableState | null;
  /** The remote table whose actions the server decides, or null for a game on this device. */
  remote: RemoteTable | null;
  log: LogEntry[];
  /** Who sits at each seat; saved with the game. */
  seats: SeatKind[];
  /** Captain and ship choices, by seat, waiting for the Kraken to be placed (S2 comes before S4); saved. */
  pendingCaptains: (SetupChoice | null)[];
  /** The engine's reason for the last refused action, shown until the next action. */
  rejection: string | null;
  /**
   * A volley's fire intent at the door: flown by the volley worker or the remote table's server, its
   * beats not yet in the playback queue (null: none). Its flight's beats take over from it.
   */
  firing: StruckVolley | null;
  /** The game's first state and every action so far, saved with it, for its replay; null in older saves. */
  record: PlayRecord | null;
  /** The game that just ended here, as the history keeps it (its statistics for the end screen). */
  finished: KeptGame | null;
  /** Problems with loading or saving, and what was loaded, shown to the players. */
  notice: string | null;
  /** Whether the notice reports good news (what was loaded) rather than a problem. */
  noticeIsInfo: boolean;
  /** Another tab opened the game after this one: this tab no longer writes any save (until reloaded). */
  olderTab: boolean;
  /**
   * The last save shown without trouble, described, offered when the autosave and the one before it could
   * not be read (restoreLastGood takes it); null when there is none to offer.
   */
  lastGoodOffer: string | null;
  /** This tab is the older of two: it stops saving and says so. */
  becomeOlderTab: () => void;
  /** The seat the screen must be handed to before private information is shown. */
  handOffSeat: Seat | null;
  /** Practice aids are on at this table: chosen at setup, switched from the menu, saved with the game. */
  practiceAids: boolean;
  /** Switches the practice aids for everyone at this table (saved at once). */
  setPracticeAids: (on: boolean) => void;
  startGame: (setup: GameSetup) => void;
  /**
   * Runs an intent as the player whose turn it is (A3: the person holding the device acts) and returns
   * the engine's result: the events, or the rejection with its reason.
   */
  dispatch: {
    (intent: ActionIntent): DispatchResult;
    (intent: FireIntent): Promise<DispatchResult>;
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
  /**
   * A say over intents on this device before the rules see them (the lesson's): a sentence refuses the
   * intent with it, as a hint, and nothing changes; null lets the rules decide.
   */
  judge?: (intent: ActionIntent | FireIntent) => string | null;
}

/**
 * Whether someone other than the person at this screen acts now, so that the person's controls rest: a
 * computer captain on this device, or at a remote table any seat but the one this device holds.
 */
export function othersToAct(game: TableState | null, seats: readonly SeatKind[], remote: RemoteTable | null) {
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

  /** The whole state when this device holds the game (pass-and-play); null at a remote table. */
  function truth(): GameState | null {
    const game = get().game;
    return game && isWholeState(game) ? game : null;
  }

  /** Saves after every change; a failure is reported, never thrown. */
  function persist(game: GameState, log: LogEntry[]) {
    if (get().olderTab) {
      set({ notice: OLDER_TAB_NOTICE, noticeIsInfo: false });
      return;
    }
    const written = writeSlot(
      encodeSave(game, log, new Date(), get().seats, setupPending(game), get().record, get().practiceAids),
    );
    set({ notice: written.ok ? null : written.reason, noticeIsInfo: false });
  }

  /** The setup choices to save with the game: only while its setup is under way. */
  function setupPending(game: GameState): (SetupChoice | null)[] | undefined {
    return game.phase.kind === 'playing' || game.phase.kind === 'ended' ? undefined : get().pendingCaptains;
  }

  /** Applies an intent, or shows the engine's reason when it refuses it. */
  function apply(
    intent: ActionIntent,
    flightOf?: (events: GameEvent[]) => Flight,
    volley?: KeptVolley,
  ): ExecuteResult {
    const result = commit(intent, flightOf, volley);
    if (!result.ok) set({ rejection: result.reason });
    return result;
  }

  /** Applies an intent the engine accepts; a refusal changes nothing and is only returned. */
  function commit(
    intent: ActionIntent,
    flightOf?: (events: GameEvent[]) => Flight,
    volley?: KeptVolley,
  ): ExecuteResult {
    const { log, seats, record } = get();
    const game = truth();
    if (!game) return { ok: false, code: 'wrongPhase', reason: 'No game is in progress.' };
    const action = actionFor(game, intent);
    const result = execute(game, action);
    if (!result.ok) return result;
    const kept = { action, ...(volley ? { volley } : {}) };
    const nextRecord = record && { ...record, actions: [...record.actions, kept] };
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
        viewerOf: (shown) => tableViewer(shown, seats),
      }),
    );
    set({
      game: result.state,
      log: nextLog,
      rejection: null,
      handOffSeat,
      record: nextRecord,
      ...(flightOf && { firing: null }),
    });
    persist(result.state, nextLog);
    if (result.state.phase.kind === 'ended' && game.phase.kind !== 'ended') keepFinished(result.state);
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
    const game = truth();
    if (!game) return { ok: false, code: 'wrongPhase', reason: 'No game is in progress.' };
    const refusal = volleySourceRefusal(game, intent.source);
    if (refusal) {
      set({ rejection: refusal.reason });
      return refusal;
    }
    // a store the wiring has not linked (a bare test) has no one to fly it
    if (!links) return { ok: false, code: 'wrongPhase', reason: 'No volley can be flown here.' };
    set({ firing: { kind: 'firing', source: intent.source } });
    const fired = await links.volleys.fire(
      game,
      intent.source,
      intent.strength,
      volleySeed(game),
      intent.thresholds,
    );
    if (get().game !== game)
      return { ok: false, code: 'wrongPhase', reason: 'The table changed while the volley was in the air.' };
    return apply(
      { type: 'resolveVolley', outcome: fired.score.outcome },
      (events) => ({ source: intent.source, trace: fired.trace, score: fired.score, events }),
      { input: fired.input, hash: traceHash(fired.trace) },
    );
  }

  /**
   * A volley struck, flown here or by the remote table's server: `firing` until its beats are in the
   * playback queue (which then has it); a refusal lets it go.
   */
  async function strike(intent: FireIntent, remote: RemoteTable | null): Promise<DispatchResult> {
    const result = await (remote ? remote.fire(intent) : fire(intent));
    if (!result.ok && get().firing) set({ firing: null });
    return result;
  }

  function firstFreeChoice(game: GameState): ExecuteResult | null {
    const action = legalActions(game).find((legal) => legal.type === 'chooseCaptain');
    return action?.type === 'chooseCaptain'
      ? tryApply({ type: 'chooseCaptain', captain: action.captain, ship: action.ship })
      : null;
  }

  /** The game that just ended, kept in the device's history with its replay and statistics. */
  function keepFinished(game: GameState) {
    const { record, seats } = get();
    const finished = finishedGame(game, record, seats);
    set({ finished: finished.kept });
    if (finished.problem) set({ notice: finished.problem, noticeIsInfo: false });
    if (finished.kept && !get().olderTab)
      keepGame(finished.kept).catch(() =>
        set({
          notice: 'This game could not be kept in the history: the browser’s storage refused it.',
          noticeIsInfo: false,
        }),
      );
  }

  /** Puts a decoded save on the table, whole: the game, its log, its seats and its pending setup choices. */
  function adopt(loaded: LoadedGame, notice: string | null, save: boolean, info = false) {
    // a loaded game is shown as it is: nothing of it is played again
    usePlaybackStore.getState().reset(loaded.game, loaded.log.length, tableViewer(loaded.game, loaded.seats));
    set({
      game: loaded.game,
      log: loaded.log,
      seats: loaded.seats,
      pendingCaptains: loaded.pending,
      record: loaded.record,
      practiceAids: loaded.practiceAids,
      finished:
        loaded.game.phase.kind === 'ended'
          ? finishedGame(loaded.game, loaded.record, loaded.seats).kept
          : null,
      rejection: null,
      firing: null,
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
      const { pendingCaptains } = get();
      const game = truth();
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
    record: null,
    finished: null,
    rejection: null,
    firing: null,
    notice: null,
    noticeIsInfo: false,
    handOffSeat: null,
    practiceAids: false,
    olderTab: false,
    lastGoodOffer: null,

    becomeOlderTab: () => set({ olderTab: true, notice: OLDER_TAB_NOTICE, noticeIsInfo: false }),

    startGame(setup) {
      const game = createGame({ names: setup.players.map((player) => player.name), seed: setup.seed });
      const seats = setup.players.map((player) => player.kind ?? 'person');
      const pendingCaptains = setup.players.map(({ captain, ship }) => ({ captain, ship }));
      const record = { id: newGameId(), initial: game, actions: [] };
      set({
        game,
        log: [],
        seats,
        pendingCaptains,
        record,
        finished: null,
        rejection: null,
        firing: null,
        notice: null,
        handOffSeat: null,
        practiceAids: setup.practiceAids ?? false,
      });
      usePlaybackStore.getState().reset(game, 0, tableViewer(game, seats));
      apply({ type: 'chooseFirstPlayer', seat: setup.firstSeat });
    },

    dispatch: ((intent: ActionIntent | FireIntent) => {
      const remote = get().remote;
      const hint = remote ? null : (links?.judge?.(intent) ?? null);
      if (hint !== null) {
        set({ rejection: hint });
        const refused = reject('badAction', hint);
        return intent.type === 'fire' ? Promise.resolve(refused) : refused;
      }
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
      // the last save the screen showed without trouble is kept apart: offered, never forced
      const good = readGoodSlot();
      const lastGood = good === null ? null : decodeSave(good, validateState);
      set({
        notice: lastGood?.ok
          ? `${decoded.reason} The earlier autosave could not be read either.`
          : `${decoded.reason} No earlier save could be restored.`,
        noticeIsInfo: false,
        lastGoodOffer: lastGood?.ok ? describeGame(lastGood.game) : null,
      });
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
      const game = truth();
      return game
        ? encodeSave(
            game,
            get().log,
            new Date(),
            get().seats,
            setupPending(game),
            get().record,
            get().practiceAids,
          )
        : null;
    },

    restoreLastGood() {
      const text = readGoodSlot();
      const decoded: DecodedSave | null = text === null ? null : decodeSave(text, validateState);
      if (!decoded?.ok) return false;
      set({ lastGoodOffer: null });
      adopt(decoded, `Back to the last good save: ${describeGame(decoded.game)}.`, true);
      return true;
    },

    markGood() {
      // the autosave of this very state, copied: nothing to encode again (an older tab's is not its own)
      if (get().olderTab) return;
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
        practiceAids: get().practiceAids,
      });
      return true;
    },

    setSeatLevel(seat, level) {
      const { log, seats } = get();
      const game = truth();
      const kind = seats[seat];
      if (!game || kind === undefined || kind === 'person') return false;
      if (kind === level) return true;
      set({ seats: seats.map((current, index) => (index === seat ? level : current)) });
      persist(game, log);
      return true;
    },

    clearNotice: () => set({ notice: null }),

    setPracticeAids(on) {
      if (get().practiceAids === on) return;
      set({ practiceAids: on });
      const game = truth();
      if (game) persist(game, get().log);
    },

    link(given) {
      links = given;
      return () => {
        links = null;
      };
    },
  };
});
