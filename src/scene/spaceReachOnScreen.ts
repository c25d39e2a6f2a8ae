import { type Camera, type Object3D, Vector3 } from 'three';

/** Points round the rim, at the board and at the top: the circle's extent is met within 2 %. */
const RIM_POINTS = 16;
const point = new Vector3();

/**
 * How far a piece's space reaches left and right of its top centre on screen, px: the upright cylinder
 * of `radius` from the board up to `height` in `space`'s local frame (origin at the space's centre on
 * the board), projected by `camera` onto a canvas `width` px wide. Seen from the side, the cylinder
 * leans away from the screen's middle, so the two reaches differ.
 */
export function spaceReachOnScreen(
  camera: Camera,
  width: number,
  space: Object3D,
  radius: number,
  height: number,
): { left: number; right: number } {
  const toScreenX = (local: Vector3) => ((space.localToWorld(local).project(camera).x + 1) / 2) * width;
  const anchorX = toScreenX(point.set(0, height, 0));
  let left = 0;
  let right = 0;
  // runs every frame: no arrays, the rim's two heights one after the other
  for (let k = 0; k < 2 * RIM_POINTS; k++) {
    const angle = (2 * Math.PI * (k % RIM_POINTS)) / RIM_POINTS;
    const y = k < RIM_POINTS ? 0 : height;
    const x = toScreenX(point.set(radius * Math.cos(angle), y, radius * Math.sin(angle)));
    left = Math.max(left, anchorX - x);
    right = Math.max(right, x - anchorX);
  }
  return { left, right };
}
