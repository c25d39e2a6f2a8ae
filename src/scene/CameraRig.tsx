import { CameraControls } from '@react-three/drei';
import { useEffect, useRef } from 'react';
import { Box3, Vector3 } from 'three';

/** Where the camera should look: a point on the table and how far back to stand. */
export interface CameraFocus {
  x: number;
  z: number;
  /** Distance from the target, cm. */
  distance: number;
  /** Height of the target above the board, cm. */
  y?: number;
  /** Direction (yaw, radians) the camera looks along; by default from the board's south side. */
  yaw?: number;
  /** Angle above the board, radians. */
  elevation?: number;
}

interface CameraRigProps {
  focus: CameraFocus;
  /** Half the board's extent, cm: the camera target stays over the board. */
  boardRadius: number;
  reducedMotion: boolean;
}

/**
 * Orbit, zoom and pan within limits; glides to a new focus whenever it changes (the active ship at
 * each turn, the lever during a volley). Reduced motion jumps instead of gliding.
 */
export function CameraRig({ focus, boardRadius, reducedMotion }: CameraRigProps) {
  const controls = useRef<CameraControls>(null);

  useEffect(() => {
    const rig = controls.current;
    if (!rig) return;
    const extent = boardRadius * 1.1;
    rig.setBoundary(new Box3(new Vector3(-extent, 0, -extent), new Vector3(extent, 20, extent)));
  }, [boardRadius]);

  useEffect(() => {
    const rig = controls.current;
    if (!rig) return;
    const elevation = focus.elevation ?? 0.95;
    const yaw = focus.yaw ?? Math.PI / 2;
    const horizontal = focus.distance * Math.cos(elevation);
    // look along the yaw: stand behind the target, opposite the direction we look
    const eye = new Vector3(
      focus.x - Math.cos(yaw) * horizontal,
      (focus.y ?? 0) + focus.distance * Math.sin(elevation),
      focus.z + Math.sin(yaw) * horizontal,
    );
    void rig.setLookAt(eye.x, eye.y, eye.z, focus.x, focus.y ?? 0, focus.z, !reducedMotion);
  }, [focus.x, focus.y, focus.z, focus.distance, focus.yaw, focus.elevation, reducedMotion]);

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
