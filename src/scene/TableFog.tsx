import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { Fog } from 'three';

/** The fog starts this many board radii past the board's far corner: it never touches the board. */
const CLEAR_RADII = 1.4;
/** It thickens to the background over this many board radii. */
const DEPTH_RADII = 5;

/**
 * Fog that fades the table's far surroundings into the background, measured from the camera each
 * frame: however far back the camera stands (a narrow window needs it far back), the whole board is
 * nearer than the fog's start, and the far plane lies beyond its end.
 */
export function TableFog({ color, boardRadius }: { color: string; boardRadius: number }) {
  const fog = useMemo(() => new Fog(color, 1, 2), [color]);
  useFrame(({ camera }) => {
    // the board's far corner is at most the camera's reach to the middle plus the board's half-diagonal
    const reach = camera.position.length();
    fog.near = reach + boardRadius * CLEAR_RADII;
    fog.far = fog.near + boardRadius * DEPTH_RADII;
    if (camera.far < fog.far) {
      camera.far = fog.far * 1.5;
      camera.updateProjectionMatrix();
    }
  });
  return <primitive attach="fog" object={fog} />;
}
