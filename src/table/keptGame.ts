import type { Action, GameEvent, GameState, GameView, Seat } from '../engine';
import type { CaptainId, ShipId } from '../engine/ids';
import type { PlayerStats } from '../engine/playerStats';
import type { VolleyInput } from '../physics/volleyInput';

/** What a replay file says it is; a file of another format is refused before anything is read. */
export const REPLAY_FORMAT = 'to-glory-replay';
/** Bumped whenever a kept game's shape changes; a file from a newer version is refused, never guessed at. */
export const REPLAY_VERSION = 1;

/** A volley as kept: the physics input it flew from, and the hash of the trace that was scored. */
export interface KeptVolley {
  input: VolleyInput;
  hash: string;
}

/** An action as the engine executed it, with the volley that decided it (a resolveVolley's). */
export interface KeptAction {
  action: Action;
  volley?: KeptVolley;
}

/** One position of a replay as one viewer may see it: the view, the events that led there, its volley. */
export interface ViewStep {
  view: GameView;
  events: GameEvent[];
  volley: KeptVolley | null;
}

/**
 * How a kept game replays. A game played on this device keeps everything: its first state and every
 * action, replayed through the engine. An online table's server keeps that; a device gets only the views
 * its seat (or a spectator, `viewer` null) was allowed, position by position.
 */
export type KeptRecord =
  | { kind: 'actions'; initial: GameState; actions: KeptAction[] }
  | { kind: 'views'; viewer: Seat | null; steps: ViewStep[] };

/** The record of a game being played on this device, saved with it: its history id, first state, actions. */
export interface PlayRecord {
  id: string;
  initial: GameState;
  actions: KeptAction[];
}

export interface KeptPlayer {
  name: string;
  ship: ShipId | null;
  captain: CaptainId | null;
  /** 'person', or a computer captain's level. */
  kind: string;
  coins: number;
  treasures: number;
  points: number;
}

/** What the history lists of a game without replaying it. */
export interface KeptSummary {
  players: KeptPlayer[];
  winners: Seat[];
  rounds: number;
  /** Actions played, setup included. */
  actions: number;
}

/** A finished game kept on the device (and the shape of a replay file). */
export interface KeptGame {
  format: typeof REPLAY_FORMAT;
  version: number;
  /** Unique on this device: the history's key. */
  id: string;
  finishedAt: string;
  /** Where it was played: here (pass-and-play, computers) or at an online table (its code). */
  place: { kind: 'here' } | { kind: 'online'; code: string };
  summary: KeptSummary;
  stats: PlayerStats[];
  record: KeptRecord;
}
