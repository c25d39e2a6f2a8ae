import type { GameView } from '../engine';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyInput } from '../physics/volleyInput';
import type { AimPreviewOptions } from './aim';
import type { AimEstimate } from './aimEstimator';
import type { ArenaSpec } from './arenaBatch';
import type { CaptainIntent } from './intent';
import type { LevelId } from './levels';
import type { MatchRecord } from './playMatch';

/**
 * Messages to a captain Web Worker (captainWorker.ts). Every request carries an `id` that its replies
 * repeat; requests are answered in order, and a playGames batch checks for `cancel` between games.
 */
export type CaptainRequest =
  /** The next intent of `view.viewer`. `memory` names a planning memory kept in the worker (one per game and seat). */
  | {
      type: 'decide';
      id: number;
      view: GameView;
      level: LevelId;
      seed: number;
      thresholds: Thresholds;
      memory?: string;
    }
  /** Expected coins and outcome chances per strength for a pose (the sandbox's aim preview). */
  | {
      type: 'aimPreview';
      id: number;
      input: VolleyInput;
      thresholds: Thresholds;
      options?: AimPreviewOptions;
    }
  /** Games [from, to) of an arena batch (the Game balance panel); one `game` reply each, then `gamesDone`. */
  | { type: 'playGames'; id: number; spec: ArenaSpec; from: number; to: number }
  | { type: 'cancel'; id: number }
  /** Forgets a planning memory (the game it belonged to is over). */
  | { type: 'forget'; memory: string };

export type CaptainReply =
  | { type: 'ready' }
  | { type: 'decided'; id: number; intent: CaptainIntent; ms: number }
  | { type: 'preview'; id: number; estimates: AimEstimate[] }
  | { type: 'game'; id: number; index: number; record: MatchRecord }
  | { type: 'gamesDone'; id: number; cancelled: boolean }
  | { type: 'error'; id: number; message: string };
