import type { CameraControlsImpl } from '@react-three/drei';

/** The camera keys (src/ui/useCameraKeys.ts), as aria-keyshortcuts lists them. */
export const CAMERA_KEYS = 'I J K L U O + -';

/** One press of a camera key: a step across the table, in or out, or round the table. */
export type CameraNudge =
  | { kind: 'pan'; right: number; forward: number }
  | { kind: 'zoom'; steps: number }
  | { kind: 'rotate'; steps: number };

/** One pan step: this share of the camera's distance. */
const PAN_SHARE = 0.12;
/** One zoom step: this share of the camera's distance, in or out. */
const ZOOM_SHARE = 0.15;
/** One turn step, radians (15°). */
const ROTATE_STEP = Math.PI / 12;

/** The table's camera controls while a table is mounted (one at a time). */
let active: { controls: CameraControlsImpl; smooth: boolean; redraw: () => void } | null = null;

/**
 * The camera rig hands its controls over, and how to ask for a frame (the controls move only in a
 * drawn frame); the returned function takes them back.
 */
export function attachCamera(controls: CameraControlsImpl, smooth: boolean, redraw: () => void): () => void {
  const entry = { controls, smooth, redraw };
  active = entry;
  return () => {
    if (active === entry) active = null;
  };
}

/**
 * Moves the table's camera by one key press (within the rig's limits: the target stays over the
 * board, the distance within its range). False when no table is shown.
 */
export function nudgeCamera(nudge: CameraNudge): boolean {
  if (!active) return false;
  const { controls, smooth, redraw } = active;
  const distance = controls.distance;
  redraw();
  switch (nudge.kind) {
    case 'pan':
      if (nudge.right !== 0) void controls.truck(nudge.right * distance * PAN_SHARE, 0, smooth);
      if (nudge.forward !== 0) void controls.forward(nudge.forward * distance * PAN_SHARE, smooth);
      return true;
    case 'zoom':
      // dolly moves in by a positive amount
      void controls.dolly(nudge.steps * distance * ZOOM_SHARE, smooth);
      return true;
    case 'rotate':
      void controls.rotate(nudge.steps * ROTATE_STEP, 0, smooth);
      return true;
    default: {
      const never: never = nudge;
      return never;
    }
  }
}

/**
 * The yaw the camera looks along now (as a focus's `yaw`: the arrow keys of the Kraken placement move
 * the way the player sees the table), or null when no table is shown.
 */
export function cameraYaw(): number | null {
  // the controls' azimuth is measured from +z toward +x; a focus's yaw from +x toward −z
  return active ? active.controls.azimuthAngle + Math.PI / 2 : null;
}

/**
 * Eases the camera's target toward a point, the camera keeping its offset (a slow replay following its
 * cubes). Not with reduced motion: the view then stays where the replay's framing put it.
 */
export function followPoint(x: number, y: number, z: number): void {
  if (!active?.smooth) return;
  void active.controls.moveTo(x, y, z, true);
}
