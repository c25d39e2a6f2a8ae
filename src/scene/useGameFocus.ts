import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { tableFromFirer } from '../captains/aimEstimator';
import type { HexKey, Seat, TableState } from '../engine';
import { usePracticeAidStore } from '../store/volley/practiceAidStore';
import type { CameraFocus, ViewWindow } from './cameraFit';
import { type FramingRequest, gameCameraFocus } from './gameCamera';
import type { Firing } from './useFiring';

/** What the screen asks of the game camera beyond the table's own state. */
export interface Framing {
  /** Hexes the player can move the selected piece to now. */
  targets: readonly HexKey[];
  /** The whole table, on request. */
  overview: boolean;
  /** The part of the viewport no panel covers. */
  window: ViewWindow | null;
  /** What the panels cover (the letters and pieces keep clear of it), with the viewport it was measured in. */
  covers?: FramingRequest['covers'];
}

/**
 * Where the game camera looks: the lever of a volley aimed (with where it lands, when the practice
 * aids say) or flown, else the turn's framing of the
 * shown table, widened to the places the beat being played moves things through (`beat`).
 */
export function useGameFocus(
  shown: TableState | null,
  firing: Firing,
  beat: readonly { x: number; z: number }[],
  { targets, overview, window, covers = null }: Framing,
  side: Seat | null,
): CameraFocus | null {
  // the aids' answer comes once per aim (not per frame): where each previewed strength lands
  const aid = usePracticeAidStore(
    useShallow((store) => ({ estimates: store.estimates, firing: store.firing, status: store.status })),
  );
  const landings = useMemo(() => {
    const from = aid.firing;
    if (aid.status !== 'ready' || !from) return [];
    return aid.estimates.flatMap((estimate) =>
      estimate.landing ? [tableFromFirer(from, estimate.landing)] : [],
    );
  }, [aid]);
  return useMemo(
    () =>
      shown &&
      gameCameraFocus(shown, firing.aiming ?? firing.flying, firing.stage, {
        targets,
        overview,
        window,
        beat,
        side,
        landings,
        covers,
      }),
    [shown, firing, targets, overview, window, beat, side, landings, covers],
  );
}
