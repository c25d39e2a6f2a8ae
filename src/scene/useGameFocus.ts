import { useEffect, useMemo, useRef, useState } from 'react';
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
 * How long the aim camera stays where it is for the practice aids' first answer, ms: then it frames
 * the lever and the pieces in reach without them, and does not move again when they come.
 */
export const AIM_FRAMING_WAIT_MS = 2500;

/**
 * Where the game camera looks: the lever of a volley aimed (with where it lands, when the practice
 * aids say) or flown, else the turn's framing of the
 * shown table, widened to the places the beat being played moves things through (`beat`).
 *
 * With the aids on, the aim is framed once: the camera holds its place until their first answer (or
 * AIM_FRAMING_WAIT_MS), then glides to the lever and the landings. Besides not moving twice, no glide
 * frame is drawn while the worker samples: with software WebGL, frames drawn then wait on a CPU the
 * sampling holds, and were the main thread's longest tasks of the aim.
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
  const aim = firing.aiming;
  const aimKey = aim ? `${aim.source} ${aim.x} ${aim.z} ${aim.yaw}` : null;
  // the aim whose wait for the aids ran out: framed without them, to the end of that aim
  const [gaveUp, setGaveUp] = useState<string | null>(null);
  const waiting = aimKey !== null && aid.status === 'waiting' && gaveUp !== aimKey;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(aimKey), AIM_FRAMING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, aimKey]);
  useEffect(() => {
    if (aimKey === null) setGaveUp(null);
  }, [aimKey]);
  const withoutAids = aimKey !== null && gaveUp === aimKey;
  const landings = useMemo(() => {
    const from = aid.firing;
    if (aid.status !== 'ready' || !from || withoutAids) return [];
    return aid.estimates.flatMap((estimate) =>
      estimate.landing ? [tableFromFirer(from, estimate.landing)] : [],
    );
  }, [aid, withoutAids]);
  const focus = useMemo(
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
  // the focus last shown, held while the aids are awaited
  const held = useRef<CameraFocus | null>(null);
  const shownFocus = waiting && held.current ? held.current : focus;
  useEffect(() => {
    held.current = shownFocus;
  }, [shownFocus]);
  return shownFocus;
}
