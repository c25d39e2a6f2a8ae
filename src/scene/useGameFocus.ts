import { useMemo } from 'react';
import type { HexKey, Seat, TableState } from '../engine';
import type { CameraFocus, ViewWindow } from './cameraFit';
import { gameCameraFocus } from './gameCamera';
import type { Firing } from './useFiring';

/** What the screen asks of the game camera beyond the table's own state. */
export interface Framing {
  /** Hexes the player can move the selected piece to now. */
  targets: readonly HexKey[];
  /** The whole table, on request. */
  overview: boolean;
  /** The part of the viewport no panel covers. */
  window: ViewWindow | null;
}

/**
 * Where the game camera looks: the lever of a volley aimed or flown, else the turn's framing of the
 * shown table, widened to the places the beat being played moves things through (`beat`).
 */
export function useGameFocus(
  shown: TableState | null,
  firing: Firing,
  beat: readonly { x: number; z: number }[],
  { targets, overview, window }: Framing,
  side: Seat | null,
): CameraFocus | null {
  return useMemo(
    () =>
      shown &&
      gameCameraFocus(shown, firing.aiming ?? firing.flying, firing.stage, {
        targets,
        overview,
        window,
        beat,
        side,
      }),
    [shown, firing, targets, overview, window, beat, side],
  );
}
