import { Canvas } from '@react-three/fiber';
import { type ReactNode, useCallback, useState } from 'react';
import { PCFSoftShadowMap } from 'three';

interface TableCanvasProps {
  children: ReactNode;
  /** Accessible description of what the canvas shows. */
  label: string;
}

/**
 * The WebGL canvas every mode draws into. A lost WebGL context is survived by mounting a fresh canvas
 * once the browser restores it: the scene is rebuilt from the stores, so no game state is touched.
 */
export function TableCanvas({ children, label }: TableCanvasProps) {
  const [generation, setGeneration] = useState(0);
  const [lost, setLost] = useState(false);

  const watchContext = useCallback((canvas: HTMLCanvasElement) => {
    canvas.addEventListener('webglcontextlost', (event) => {
      event.preventDefault(); // tells the browser we want the context back
      setLost(true);
    });
    canvas.addEventListener('webglcontextrestored', () => {
      setLost(false);
      setGeneration((value) => value + 1);
    });
  }, []);

  return (
    <div className="table-canvas" data-context-lost={lost ? 'true' : 'false'} data-generation={generation}>
      <Canvas
        key={generation}
        shadows={{ type: PCFSoftShadowMap }}
        dpr={[1, 2]}
        camera={{ position: [0, 70, 55], fov: 40, near: 0.5, far: 1000 }}
        gl={{ antialias: true, preserveDrawingBuffer: true }}
        aria-label={label}
        onCreated={({ gl }) => watchContext(gl.domElement)}
      >
        {children}
      </Canvas>
      {lost && (
        <div className="context-lost" role="status">
          The graphics were interrupted; redrawing the table…
        </div>
      )}
    </div>
  );
}
