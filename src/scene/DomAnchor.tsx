import { useFrame, useThree } from '@react-three/fiber';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type Group, Vector3 } from 'three';

interface DomAnchorProps {
  /** Where the content is pinned, in world units (cm), relative to the parent group. */
  position: readonly [number, number, number];
  /** Stacking order over the canvas. */
  zIndex: number;
  children: ReactNode;
}

const projected = new Vector3();

/**
 * DOM content (buttons) pinned over a point of the scene, centred on it and moved each frame.
 * It replaces drei's Html, which under StrictMode rendered two React roots into one shared element
 * and unmounted them synchronously inside the scene's commit: React then warned "Attempted to
 * synchronously unmount a root…" and leaving the screen threw `NotFoundError: removeChild`. Here
 * each mount owns a fresh element and root, and the root is unmounted after the commit.
 */
export function DomAnchor({ position, zIndex, children }: DomAnchorProps) {
  const group = useRef<Group>(null);
  const host = useRef<{ element: HTMLDivElement; root: Root; placed: string } | null>(null);
  const gl = useThree((state) => state.gl);
  const invalidate = useThree((state) => state.invalidate);

  useLayoutEffect(() => {
    const target = gl.domElement.parentNode;
    if (!target) return;
    const element = document.createElement('div');
    // hidden until the first frame has placed it
    element.style.cssText = `position:absolute;top:0;left:0;z-index:${zIndex};visibility:hidden;`;
    target.appendChild(element);
    const root = createRoot(element);
    host.current = { element, root, placed: '' };
    invalidate();
    return () => {
      host.current = null;
      // a root may not be unmounted while React commits the scene: do it right after
      setTimeout(() => {
        root.unmount();
        element.remove();
      }, 0);
    };
  }, [gl, zIndex, invalidate]);

  useLayoutEffect(() => {
    host.current?.root.render(children);
  });

  useFrame(({ camera, size }) => {
    const anchor = group.current;
    const current = host.current;
    if (!anchor || !current) return;
    anchor.updateWorldMatrix(true, false);
    projected.setFromMatrixPosition(anchor.matrixWorld).project(camera);
    const behind = projected.z > 1;
    const x = ((projected.x + 1) / 2) * size.width;
    const y = ((1 - projected.y) / 2) * size.height;
    const placed = behind
      ? 'hidden'
      : `translate3d(${x.toFixed(1)}px,${y.toFixed(1)}px,0) translate(-50%,-50%)`;
    if (placed === current.placed) return;
    current.placed = placed;
    current.element.style.visibility = behind ? 'hidden' : 'visible';
    if (!behind) current.element.style.transform = placed;
  });

  return <group ref={group} position={position as [number, number, number]} />;
}
