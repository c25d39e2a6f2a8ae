import type { CameraFocus } from '../../scene/CameraRig';
import type { ScenePiece } from '../../scene/scenePiece';

/** Where the camera can stand to watch (or replay) a volley; the player can still orbit from there. */
export type CameraView = 'lever' | 'behind' | 'side' | 'target' | 'top' | 'table';

export const CAMERA_VIEWS: readonly { view: CameraView; label: string }[] = [
  { view: 'lever', label: 'At the lever' },
  { view: 'behind', label: 'Behind the firer' },
  { view: 'side', label: 'From the side' },
  { view: 'target', label: 'At the target' },
  { view: 'top', label: 'From above' },
  { view: 'table', label: 'Whole table' },
];

/** How high over the volley's middle the behind view looks, per cm between firer and target: about mid-arc. */
const TRAIL_LIFT = 0.3;

/** The camera focus for a view of this table (the firer and, if any, the nearest target). */
export function cameraFocus(view: CameraView, pieces: readonly ScenePiece[], firingId: string): CameraFocus {
  const firer = pieces.find((piece) => piece.id === firingId);
  if (!firer) return { x: 0, z: 0, distance: 120 };
  const targets = pieces.filter((piece) => piece.id !== firingId && piece.isTarget);
  const distanceTo = (piece: ScenePiece) => Math.hypot(piece.x - firer.x, piece.z - firer.z);
  const target = [...targets].sort((a, b) => distanceTo(a) - distanceTo(b))[0] ?? null;
  // the point the volley flies towards: the nearest target, or a little ahead of the firer
  const ahead = target ?? { x: firer.x + 15 * Math.cos(firer.yaw), z: firer.z - 15 * Math.sin(firer.yaw) };
  const middle = { x: (firer.x + ahead.x) / 2, z: (firer.z + ahead.z) / 2 };
  const span = Math.hypot(ahead.x - firer.x, ahead.z - firer.z);
  switch (view) {
    case 'lever':
      return { x: firer.x, z: firer.z, y: 3, distance: 22, yaw: firer.yaw, elevation: 0.6 };
    case 'behind':
      // looking at a point raised over the middle and standing back: the cubes' arcs (their trails) stay in view
      return {
        ...middle,
        y: Math.max(2, span * TRAIL_LIFT),
        distance: Math.max(40, span * 2),
        yaw: firer.yaw,
        elevation: 0.6,
      };
    case 'side':
      return {
        ...middle,
        y: 2,
        distance: Math.max(35, span * 1.6),
        yaw: firer.yaw + Math.PI / 2,
        elevation: 0.35,
      };
    case 'target':
      return { x: ahead.x, z: ahead.z, y: 1, distance: 24, yaw: firer.yaw, elevation: 0.55 };
    case 'top':
      return { ...middle, distance: Math.max(40, span * 2), elevation: 1.45 };
    case 'table':
      return { x: 0, z: 0, distance: 120 };
    default: {
      const never: never = view;
      throw new Error(String(never));
    }
  }
}
