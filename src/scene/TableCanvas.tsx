import { Canvas } from '@react-three/fiber';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { PCFShadowMap } from 'three';
import { useSettingsStore } from '../store/settingsStore';
import { CAMERA_KEYS } from './cameraControl';
import { TABLE_FOV_DEGREES } from './cameraFit';
import { resolveGraphics } from './softwareRenderer';

interface TableCanvasProps {
  children: ReactNode;
  /** Accessible description of what the canvas shows. */
  label: string;
}

/**
 * The WebGL canvas every mode draws into. A lost WebGL context is survived by mounting a fresh canvas
 * once the browser restores it: the scene is rebuilt from the stores, so no game state is touched.
 * In the fast graphics mode it draws only when something changes.
 */
export function TableCanvas({ children, label }: TableCanvasProps) {
  const [generation, setGeneration] = useState(0);
  const [lost, setLost] = useState(false);
  const current = useRef<HTMLCanvasElement | null>(null);
  const graphics = resolveGraphics(useSettingsStore((store) => store.graphics));
  const fancy = graphics === 'fancy';

  const watchContext = useCallback((canvas: HTMLCanvasElement) => {
    current.current = canvas;
    canvas.addEventListener('webglcontextlost', (event) => {
      // the canvas being replaced also loses its context on purpose: only the live one matters
      if (canvas !== current.current) return;
      event.preventDefault(); // tells the browser we want the context back
      setLost(true);
    });
    canvas.addEventListener('webglcontextrestored', () => {
      if (canvas !== current.current) return;
      current.current = null;
      setLost(false);
      setGeneration((value) => value + 1);
    });
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the canvas wrapper is sized and styled as a div by the layout
    <div
      className="table-canvas"
      // the label names the table as a region: on the canvas wrapper (no role) it is not allowed
      role="region"
      aria-label={label}
      aria-keyshortcuts={CAMERA_KEYS}
      data-context-lost={lost ? 'true' : 'false'}
      data-generation={generation}
      data-graphics={graphics}
    >
      <Canvas
        key={generation}
        frameloop={fancy ? 'always' : 'demand'}
        shadows={fancy ? { type: PCFShadowMap } : false}
        dpr={fancy ? [1, 2] : 1}
        camera={{ position: [0, 70, 55], fov: TABLE_FOV_DEGREES, near: 0.5, far: 1000 }}
        gl={{ antialias: fancy, preserveDrawingBuffer: true }}
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
