import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { Vector3 } from 'three';

export interface ScreenPointProps {
  /** A board point, world cm. */
  x: number;
  z: number;
  /** Where it is on screen (CSS px from the viewport's top-left; null behind the camera), when it moves. */
  onScreen: (point: { x: number; y: number } | null) => void;
}

const projected = new Vector3();
/** Moves smaller than this, CSS px, are not reported: the camera's glide ends in tiny steps. */
const STEP_PX = 2;

/** Tells the DOM where a board point is drawn, each frame it moves (the HUD keeps clear of it). */
export function ScreenPoint({ x, z, onScreen }: ScreenPointProps) {
  const last = useRef<{ x: number; y: number } | null | undefined>(undefined);
  useFrame(({ camera, size, gl }) => {
    projected.set(x, 0.05, z).project(camera);
    const behind = projected.z > 1;
    const local = { x: ((projected.x + 1) / 2) * size.width, y: ((1 - projected.y) / 2) * size.height };
    const before = last.current;
    if (behind ? before === null : before && Math.hypot(local.x - before.x, local.y - before.y) < STEP_PX)
      return;
    last.current = behind ? null : local;
    if (behind) return onScreen(null);
    const rect = gl.domElement.getBoundingClientRect();
    onScreen({ x: rect.left + local.x, y: rect.top + local.y });
  });
  return null;
}
