import type { StoreApi } from 'zustand/vanilla';
import { determinize } from '../captains/determinize';
import { isWholeState } from '../engine';
import { scoreVolley } from '../physics/scoreVolley';
import { DEFAULT_THRESHOLDS } from '../physics/thresholds';
import { volleyInputFor } from '../table/volleyInputFor';
import { CaptainDriver, type DriverOptions } from './captains/captainDriver';
import { captainService } from './captains/captainService';
import { FLIGHT_SPEED, isSkipped, useDriverStore } from './captains/driverStore';
import { useGameStore } from './game/gameStore';
import { computerToAct } from './game/seatKinds';
import { lessonJudge, lessonMovesTaken } from './lesson/lessonTable';
import type { OnlineState } from './online/onlineStore';
import { onlineTable } from './online/onlineTable';
import { turnNotice } from './online/turnNotice';
import type { Beat } from './playback/beatsFor';
import { glideStretch } from './playback/glideStretch';
import { selectSettled, usePlaybackStore } from './playback/playbackStore';
import { useDrillStore } from './sandbox/drillStore';
import { useSandboxStore } from './sandbox/sandboxStore';
import { useGraphicsStore } from './settings/graphicsStore';
import { useSettingsStore } from './settings/settingsStore';
import { testSlowMotion } from './testProbe';
import { useBatchStore } from './tuning/batchStore';
import { activeThresholds } from './tuning/thresholdPresets';
import { useTuningStore } from './tuning/tuningStore';
import {
  type AimPreviewCall,
  clearPracticeAid,
  requestPracticeAid,
  usePracticeAidStore,
} from './volley/practiceAidStore';
import { pageVolleys, type VolleyService } from './volley/volleyService';
import { useVolleyStore } from './volley/volleyStore';

/*
 * What reacts to what: the one place where the stores are connected. main.tsx wires the page's stores
 * once at start-up; a test wires its own and disposes of them, which puts every store back as it began.
 *
 * For the whole page (wireStores):
 *   game.handOffSeat                    → playback.cover      a seat's beats wait behind its hand-off screen
 *   settings.reducedMotion, driver      → playback's pace     how long each beat takes (none, Fast, Skip)
 *                                                              and how fast a flight flies (a skipped one lands)
 *   driver.skipping, settings.reducedMotion switched on
 *                                       → playback.hurry      the beat in play ends now when it takes no time
 *   tuning thresholds or reference      → batch.rescore       the stored traces scored again
 *   settings.reducedMotion              → <html data-reduced-motion>   CSS animations obey the same flag
 *   lesson (lessonJudge)                → game's judge        the learner's moves the step does not want are
 *                                                              refused with its hint
 *   game.record grows                   → lesson.moved        a move the step expects takes the lesson on
 *   game.practiceAids, lever aiming a person's volley
 *                                       → practiceAid         the chances per strength sampled in the captain
 *                                                              worker from the seat's view (cleared otherwise)
 * While a screen asks for them:
 *   driveCaptains: game, lever, playback settling or its volley, driver.skipping → the driver looks again
 *   followOnline: online store → the remote table (views played, refusals shown); a volley's result
 *                 shown → another seat's closes by itself
 *   followTurnNotice: playback.shown → the turn notice of a remote table
 *   followDrills: sandbox volleys → drill judged (score, streak, best); sandbox layout → a moved drill ends
 */

export interface WiringOptions {
  /** Who flies the volleys (default: the volley worker in a browser, this thread in Node). */
  volleys?: VolleyService;
  /** Who samples the practice aids (default: the captain worker's aim preview). */
  aimPreview?: AimPreviewCall;
}

export interface Wiring {
  readonly volleys: VolleyService;
  /** Disconnects everything and puts every store it connected back as it began. */
  dispose: () => void;
}

let wired: Wiring | null = null;

/** The computer's speeds: Fast shortens each beat of its turn. */
const FAST_PACE = 0.35;
/** A volley's flight with reduced motion: still flown (it is the volley that counts), four times as fast. */
const REDUCED_FLIGHT_SPEED = 4;

/**
 * How much of a beat's time it takes now: none with reduced motion (the same states are shown, without
 * the glide) or while a computer's turn is skipped, less on Fast, more when frames come slowly.
 */
export function paceOf(beat: Beat): number {
  if (useSettingsStore.getState().reducedMotion) return 0;
  // on slow frames a glide lasts long enough to be drawn a few times on its way (the tests' slow motion is slower)
  const drawn = Math.max(testSlowMotion(), glideStretch(useGraphicsStore.getState().frameMs));
  if (!beat.computer) return drawn;
  const driver = useDriverStore.getState();
  if (isSkipped(driver, beat.turnKey)) return 0;
  return (driver.speed === 'fast' ? FAST_PACE : 1) * drawn;
}

/** How fast a volley's flight plays: faster with reduced motion or a computer on Fast; a skipped turn's lands at once. */
export function flightSpeedOf(beat: Beat): number {
  const driver = useDriverStore.getState();
  if (beat.computer && isSkipped(driver, beat.turnKey)) return Number.POSITIVE_INFINITY;
  if (useSettingsStore.getState().reducedMotion) return REDUCED_FLIGHT_SPEED;
  return beat.computer ? FLIGHT_SPEED[driver.speed] : 1;
}

/** Marks the page for CSS: animations (the lever's pulse) obey the same flag as the scene. */
function markReducedMotion(reduced: boolean) {
  if (typeof document !== 'undefined') document.documentElement.dataset.reducedMotion = String(reduced);
}

/** Connects the page's stores (see the table above); the answer disposes of them. */
export function wireStores(options: WiringOptions = {}): Wiring {
  wired?.dispose();
  const volleys = options.volleys ?? pageVolleys();
  const game = useGameStore.getState();
  const playback = usePlaybackStore.getState();
  markReducedMotion(useSettingsStore.getState().reducedMotion);
  const aimPreview: AimPreviewCall =
    options.aimPreview ??
    ((input, thresholds, preview) => captainService().aimPreview(input, thresholds, preview));
  const aids = () => followPracticeAids(aimPreview);
  const offs = [
    useGameStore.subscribe((now, before) => {
      if (now.practiceAids !== before.practiceAids || now.game !== before.game) aids();
    }),
    useVolleyStore.subscribe((now, before) => {
      if (now.lever !== before.lever) aids();
    }),
    game.link({ volleys, judge: lessonJudge }),
    useGameStore.subscribe((now, before) => {
      const taken = before.record?.actions.length ?? 0;
      if (now.record && now.record !== before.record && now.record.actions.length > taken)
        lessonMovesTaken(now.record.id === before.record?.id ? taken : 0);
    }),
    playback.link({ paceOf, flightSpeedOf }),
    useGameStore.subscribe((now, before) => {
      if (now.handOffSeat !== before.handOffSeat) usePlaybackStore.getState().cover(now.handOffSeat);
    }),
    useDriverStore.subscribe((now, before) => {
      if (now.skipping !== before.skipping || now.speed !== before.speed) usePlaybackStore.getState().hurry();
    }),
    useSettingsStore.subscribe((now, before) => {
      if (now.reducedMotion === before.reducedMotion) return;
      markReducedMotion(now.reducedMotion);
      if (now.reducedMotion) usePlaybackStore.getState().hurry();
    }),
    useTuningStore.subscribe((now, before) => {
      if (now.thresholds !== before.thresholds || now.reference !== before.reference)
        useBatchStore.getState().rescore(now.thresholds, now.reference.thresholds);
    }),
  ];
  const wiring: Wiring = {
    volleys,
    dispose() {
      for (const off of offs) off();
      if (wired === wiring) wired = null;
      usePlaybackStore.getState().reset(null, 0);
      for (const store of [
        useGameStore,
        usePlaybackStore,
        useVolleyStore,
        useDriverStore,
        useSettingsStore,
        usePracticeAidStore,
      ])
        (store as StoreApi<object>).setState(store.getInitialState(), true);
    },
  };
  wired = wiring;
  return wiring;
}

/**
 * The practice aids follow the lever: while a person at this screen aims a volley at a table with the
 * aids on, its chances are asked for (the seat's view, determinized: only the public pieces count),
 * under the thresholds the volley will be scored with; otherwise there are none.
 */
function followPracticeAids(aimPreview: AimPreviewCall): void {
  const { lever } = useVolleyStore.getState();
  const { game, practiceAids, seats } = useGameStore.getState();
  if (!practiceAids || lever.kind !== 'aiming' || !game?.turn || computerToAct(game, seats) !== null) {
    clearPracticeAid();
    return;
  }
  let input: ReturnType<typeof volleyInputFor>;
  try {
    input = volleyInputFor(isWholeState(game) ? game : determinize(game, 0), lever.source, 0, 0);
  } catch {
    clearPracticeAid(); // no piece to fire from
    return;
  }
  // a remote table's server scores with the default thresholds, whatever this device's preset
  const thresholds = useGameStore.getState().remote
    ? DEFAULT_THRESHOLDS
    : activeThresholds(useSettingsStore.getState().thresholdPreset);
  requestPracticeAid(input, thresholds, aimPreview);
}

function page(): Wiring {
  if (!wired) throw new Error('The stores are not wired yet (wireStores).');
  return wired;
}

/**
 * Plays the computer captains' seats while a table is shown: the driver looks at the table again on
 * every change of the game or the volley, when the playback settles or stops settling, and when a
 * turn is skipped. The answer stops it.
 */
export function driveCaptains(options: DriverOptions): () => void {
  const driver = new CaptainDriver(options);
  const offs = [
    useGameStore.subscribe(driver.tick),
    useVolleyStore.subscribe(driver.tick),
    usePlaybackStore.subscribe((now, before) => {
      if (selectSettled(now) !== selectSettled(before) || now.volley !== before.volley) driver.tick();
    }),
    useDriverStore.subscribe((now, before) => {
      if (now.skipping !== before.skipping || now.speed !== before.speed) driver.skipChanged();
    }),
  ];
  driver.tick();
  return () => {
    for (const off of offs) off();
    driver.stop();
  };
}

/**
 * The game screen plays at the remote table of an online store (store/online/onlineTable.ts): every
 * change of the online store is received; a volley result shown may close by itself. The answer goes
 * back to this device's own game.
 */
export function followOnline(online: StoreApi<OnlineState>): () => void {
  const table = onlineTable(online, page().volleys);
  const offs = [
    online.subscribe(table.receive),
    usePlaybackStore.subscribe((now, before) => {
      if (now.volley?.kind === 'result' && before.volley?.kind !== 'result') table.resultShown();
    }),
  ];
  table.receive(online.getState());
  return () => {
    for (const off of offs) off();
    table.stop();
  };
}

/** Calls `notify` as the shown table passes the turn to this device's seat (turnNotice); the answer stops. */
export function followTurnNotice(online: StoreApi<OnlineState>, notify: () => void): () => void {
  const shownChanged = turnNotice(online, notify);
  return usePlaybackStore.subscribe((now, before) => {
    if (now.shown !== before.shown) shownChanged();
  });
}

/**
 * The sandbox's drills while it is shown: each new sandbox volley is judged by its score under the
 * thresholds in use; a changed table ends a drill whose pieces were moved. The answer stops.
 */
export function followDrills(): () => void {
  return useSandboxStore.subscribe((now, before) => {
    const drills = useDrillStore.getState();
    if (now.layout !== before.layout) drills.tableChanged(now.layout);
    const volley = now.volleys.at(-1);
    if (volley && volley !== before.volleys.at(-1))
      drills.judge(volley.id, volley.input, scoreVolley(volley.trace, useTuningStore.getState().thresholds));
  });
}
