import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import { recordFrame, registerProjector } from '../store/test/testHooks';

/** Reports frame times and lets tests find board points on screen (see testHooks). */
export function FrameProbe() {
  const camera = useThree((state) => state.camera);
  const gl = useThree((state) => state.gl);
  useEffect(() => {
    const point = new Vector3();
    registerProjector((x, y, z) => {
      point.set(x, y, z).project(camera);
      if (point.z > 1) return null;
      const rect = gl.domElement.getBoundingClientRect();
      return {
        x: rect.left + ((point.x + 1) / 2) * rect.width,
        y: rect.top + ((1 - point.y) / 2) * rect.height,
      };
    });
    return () => registerProjector(null);
  }, [camera, gl]);
  useFrame(() => recordFrame(performance.now()));
  return null;
}
