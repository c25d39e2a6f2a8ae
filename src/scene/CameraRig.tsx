import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Box3, PerspectiveCamera, Vector3 } from 'three';
import type { BoardExtent } from '../physics/boardSpec';
import { attachCamera } from './cameraControl';
import { type CameraFocus, eyeOf, sphereFitDistance, TABLE_FOV_DEGREES, type ViewWindow } from './cameraFit';
import { frameClear } from './keepClear';
import { useTwist } from './useTwist';

export type { CameraFocus, PanelCovers, ViewWindow } from './cameraFit';

const { ACTION } = CameraControlsImpl;
/** The closest the camera comes to its target, cm: a piece or two fill the window. */
const MIN_DISTANCE_CM = 12;

/**
 * Orbit, zoom and pan within limits; glides to a new focus whenever it changes (the active ship at
 * each turn, the lever during a volley). The projection's centre sits in the middle of the focus
 * window, so what is framed is not under a panel. Touch: one finger pans, pinch zooms, twisting two
 * fingers turns the table. Reduced motion jumps instead of gliding.
 */
export function CameraRig({
  focus,
  board,
  reducedMotion,
  covered = false,
}: {
  focus: CameraFocus;
  /** The board, cm: the camera's target stays over it, so some of the board is always in view. */
  board: BoardExtent;
  reducedMotion: boolean;
  /**
   * The table is still being laid out under its cover: a new focus is jumped to, not glided to (each
   * glide frame is a whole frame's work, and they held back the table's first render).
   */
  covered?: boolean;
}) {
  const controls = useRef<CameraControlsImpl>(null);
  const glides = useRef(0);
  // read when a glide starts: the cover lifting is no reason to move
  const jump = useRef(covered);
  jump.current = covered;
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const element = useThree((state) => state.gl.domElement);
  const frame = focus.window ?? null;
  const wx = frame?.x ?? 0;
  const wy = frame?.y ?? 0;
  const ww = frame?.width ?? 0;
  const wh = frame?.height ?? 0;

  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return;
    if (ww > 0 && wh > 0) {
      const centreX = wx - size.left + ww / 2;
      const centreY = wy - size.top + wh / 2;
      camera.setViewOffset(
        size.width,
        size.height,
        size.width / 2 - centreX,
        size.height / 2 - centreY,
        size.width,
        size.height,
      );
    } else {
      camera.clearViewOffset();
    }
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, size.width, size.height, size.left, size.top, wx, wy, ww, wh, invalidate]);

  useEffect(() => {
    const rig = controls.current;
    if (!rig) return;
    rig.touches.one = ACTION.TOUCH_TRUCK;
    rig.touches.two = ACTION.TOUCH_DOLLY;
    rig.touches.three = ACTION.TOUCH_TRUCK;
  }, []);

  // the target never leaves the board: panning and zooming to cursor always keep board in the middle
  useEffect(() => {
    controls.current?.setBoundary(
      new Box3(new Vector3(board.minX, 0, board.minZ), new Vector3(board.maxX, 20, board.maxZ)),
    );
  }, [board.minX, board.maxX, board.minZ, board.maxZ]);

  useEffect(() => {
    const rig = controls.current;
    return rig ? attachCamera(rig, !reducedMotion, invalidate) : undefined;
  }, [reducedMotion, invalidate]);

  // Two fingers twisting turn the table about the camera's target.
  useTwist(element, (radians) => {
    void controls.current?.rotate(radians, 0, false);
  });

  const fov = camera instanceof PerspectiveCamera ? camera.fov : TABLE_FOV_DEGREES;
  const framing = frameClear({ ...focus, board: focus.board ?? board }, size.height, fov);
  const { x, y, z, yaw, elevation, distance } = framing;
  useEffect(() => {
    const eye = eyeOf({ x, y, z, yaw, elevation, distance });
    // the canvas says whether the camera has arrived (what tests and the bench wait on, never a sleep)
    element.dataset.cameraAtRest = 'false';
    const glideNumber = ++glides.current;
    // after the event that changed the focus: a press on the canvas (a tapped space) would otherwise
    // reach the controls next and stop the glide where it stands
    const glide = setTimeout(() => {
      const arrived = controls.current?.setLookAt(
        eye.x,
        eye.y,
        eye.z,
        x,
        y,
        z,
        !reducedMotion && !jump.current,
      );
      void arrived?.then(() => {
        // an older glide's arrival says nothing once a newer one has begun
        if (glides.current === glideNumber) element.dataset.cameraAtRest = 'true';
      });
      // the controls move only in a drawn frame: when nothing else in the scene changed, ask for one
      invalidate();
    }, 0);
    return () => clearTimeout(glide);
  }, [x, y, z, yaw, elevation, distance, reducedMotion, invalidate, element]);

  // zooming out stops once the whole board fits the window from any side, however the table is turned
  const shown: ViewWindow =
    ww > 0 && wh > 0 ? { x: wx, y: wy, width: ww, height: wh } : { ...size, x: 0, y: 0 };
  const halfDiagonal = Math.hypot(board.maxX - board.minX, board.maxZ - board.minZ) / 2;
  const maxDistance = Math.max(
    sphereFitDistance(halfDiagonal, shown, size.height, fov) * 1.1,
    distance * 1.05,
  );

  return (
    <CameraControls
      ref={controls}
      makeDefault
      minDistance={MIN_DISTANCE_CM}
      maxDistance={maxDistance}
      minPolarAngle={0.05}
      maxPolarAngle={Math.PI * 0.45}
      smoothTime={reducedMotion ? 0 : 0.35}
      dollyToCursor
    />
  );
}
