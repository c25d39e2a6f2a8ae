import { Canvas } from '@react-three/fiber';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { PCFShadowMap } from 'three';
import { useGraphicsStore } from '../store/settings/graphicsStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { CAMERA_KEYS } from './cameraControl';
import { TABLE_FOV_DEGREES } from './cameraFit';
import { FramePaceWatch } from './FramePaceWatch';
import { SlowFrameWatch } from './SlowFrameWatch';
import { keepsDrawingBuffer } from './testProbe';
import { useGraphics } from './useGraphics';

interface TableCanvasProps {
  children: ReactNode;
  /** Accessible description of what the canvas shows. */
  label: string;
}

/**
 * The WebGL canvas every mode draws into. A lost WebGL context is survived by mounting a fresh canvas
 * once the browser restores it: the scene is rebuilt from the stores, so no game state is touched.
 * In the fast graphics mode it draws only when something changes; fancy steps down to it when frames are slow.
 */
export function TableCanvas({ children, label }: TableCanvasProps) {
  const [generation, setGeneration] = useState(0);
  const [lost, setLost] = useState(false);
  const current = useRef<HTMLCanvasElement | null>(null);
  const setting = useSettingsStore((store) => store.graphics);
  const graphics = useGraphics();
  const fancy = graphics === 'fancy';
  // choosing a graphics mode again gives fancy another chance
  useEffect(() => {
    if (setting) useGraphicsStore.getState().reset();
  }, [setting]);

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
        // the browser tests read the canvas's pixels; elsewhere the buffer is free to be discarded
        gl={{ antialias: fancy, preserveDrawingBuffer: keepsDrawingBuffer }}
        onCreated={({ gl }) => watchContext(gl.domElement)}
      >
        {/* fancy frames that come too slowly step the table down to the fast mode */}
        {fancy && <SlowFrameWatch />}
        <FramePaceWatch />
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
