import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import {
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
} from 'three';
import { woodTexture } from './woodTexture';

/**
 * One stand-in for each kind of material the fast mode's table draws (the pieces' plain and
 * wood-grained standard materials, the matt sea, the hex lines, the markers), as the table's own
 * components make them: three keys its shader programs by these settings, the scene's lights and fog,
 * so the real ones find them compiled.
 */
function standIns(): Group {
  // the attributes count too: meshes have normals, the hex lines only positions
  const surface = new PlaneGeometry(1, 1);
  const lines = new BufferGeometry();
  lines.setAttribute('position', new Float32BufferAttribute([0, 0, 0, 1, 0, 0], 3));
  const group = new Group();
  group.add(
    new Mesh(surface, new MeshStandardMaterial()),
    new Mesh(surface, new MeshStandardMaterial({ map: woodTexture() })),
    new Mesh(surface, new MeshLambertMaterial()),
    new Mesh(surface, new MeshBasicMaterial({ transparent: true, toneMapped: false })),
    new LineSegments(lines, new LineBasicMaterial({ transparent: true, toneMapped: false })),
  );
  return group;
}

/**
 * Compiles the fast mode table's shader programs while the board is still loading (mounted beside
 * its Suspense boundary, after the lights and fog): in software WebGL the board's first frame spent
 * much of its time making them; made here, the GPU process compiles them while the main thread goes on
 * rendering the board. Fancy graphics are left alone: their programs also depend on the
 * environment map, made in the table's first frames.
 */
export function ShaderWarmup() {
  const gl = useThree((state) => state.gl);
  const camera = useThree((state) => state.camera);
  const scene = useThree((state) => state.scene);
  useEffect(() => {
    // compile, not compileAsync: the link status is first asked for at the table's first frame, so
    // nothing waits here either way, and compileAsync asks for (and warns about) an extension that
    // software WebGL lacks. The stand-ins are never disposed: that would release the programs.
    gl.compile(standIns(), camera, scene);
  }, [gl, camera, scene]);
  return null;
}
