import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Box3, PerspectiveCamera, Vector3 } from 'three';
import { useTwist } from './useTwist';

/** A rectangle of the viewport, CSS px from its top-left corner: the part no panel covers. */
export interface ViewWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the camera should look: a point on the table and how far back to stand. */
export interface CameraFocus {
  x: number;
  z: number;
  /** Distance from the target, cm (used as it is unless `radius` and `window` are both given). */
  distance: number;
  /** Height of the target above the board, cm. */
  y?: number;
  /** Direction (yaw, radians) the camera looks along; by default from the board's south side. */
  yaw?: number;
  /** Angle above the board, radians. */
  elevation?: number;
  /** Radius of the circle on the table that must fit inside the window, cm. */
  radius?: number;
  /** The part of the viewport to frame in: the projection's centre moves there. */
  window?: ViewWindow | null;
}

const { ACTION } = CameraControlsImpl;
const DEFAULT_ELEVATION = 0.95;

/** How far back a camera of this vertical field of view stands to fit a circle of `radius` in the window. */
export function fitDistance(
  radius: number,
  elevation: number,
  window: ViewWindow,
  viewportHeight: number,
  fovDegrees: number,
): number {
  const slope = Math.tan((fovDegrees * Math.PI) / 360);
  const across = (radius * viewportHeight) / (Math.max(1, window.width) * slope);
  // seen from above at this elevation the circle is foreshortened to an ellipse in height
  const down = (radius * Math.sin(elevation) * viewportHeight) / (Math.max(1, window.height) * slope);
  return Math.max(across, down) * 1.12;
}

/**
 * Orbit, zoom and pan within limits; glides to a new focus whenever it changes (the active ship at
 * each turn, the lever during a volley). The projection's centre sits in the middle of the focus
 * window, so what is framed is not under a panel. Touch: one finger pans, pinch zooms, twisting two
 * fingers turns the table. Reduced motion jumps instead of gliding.
 */
export function CameraRig({
  focus,
  boardRadius,
  reducedMotion,
}: {
  focus: CameraFocus;
  /** Half the board's extent, cm: the camera target stays over the board. */
  boardRadius: number;
  reducedMotion: boolean;
}) {
  const controls = useRef<CameraControlsImpl>(null);
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
    const extent = boardRadius * 1.1;
    rig.setBoundary(new Box3(new Vector3(-extent, 0, -extent), new Vector3(extent, 20, extent)));
    rig.touches.one = ACTION.TOUCH_TRUCK;
    rig.touches.two = ACTION.TOUCH_DOLLY;
    rig.touches.three = ACTION.TOUCH_TRUCK;
  }, [boardRadius]);

  // Two fingers twisting turn the table about the camera's target.
  useTwist(element, (radians) => {
    void controls.current?.rotate(radians, 0, false);
  });

  const fov = camera instanceof PerspectiveCamera ? camera.fov : 40;
  const elevation = focus.elevation ?? DEFAULT_ELEVATION;
  const distance =
    focus.radius !== undefined && ww > 0 && wh > 0
      ? fitDistance(focus.radius, elevation, { x: wx, y: wy, width: ww, height: wh }, size.height, fov)
      : focus.distance;
  useEffect(() => {
    const rig = controls.current;
    if (!rig) return;
    const yaw = focus.yaw ?? Math.PI / 2;
    const horizontal = distance * Math.cos(elevation);
    // look along the yaw: stand behind the target, opposite the direction we look
    const eye = new Vector3(
      focus.x - Math.cos(yaw) * horizontal,
      (focus.y ?? 0) + distance * Math.sin(elevation),
      focus.z + Math.sin(yaw) * horizontal,
    );
    void rig.setLookAt(eye.x, eye.y, eye.z, focus.x, focus.y ?? 0, focus.z, !reducedMotion);
  }, [focus.x, focus.y, focus.z, distance, focus.yaw, elevation, reducedMotion]);

  return (
    <CameraControls
      ref={controls}
      makeDefault
      minDistance={12}
      maxDistance={boardRadius * 3.2}
      minPolarAngle={0.05}
      maxPolarAngle={Math.PI * 0.45}
      smoothTime={reducedMotion ? 0 : 0.35}
      dollyToCursor
    />
  );
}
