import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Says whether the content of its Suspense boundary is on the table: shown once everything beside it
 * has loaded (models, the letters' font) and a frame with it has been drawn, hidden again while the
 * boundary re-suspends. Model loaders report their progress; a font does not, so this is how the screen
 * knows the board is really drawn.
 */
export function ShownSignal({ onShown }: { onShown: (shown: boolean) => void }) {
  const invalidate = useThree((state) => state.invalidate);
  // set by this boundary's first frame, just before the renderer draws it
  const rendering = useRef(false);
  useFrame(() => {
    rendering.current = true;
  });
  useLayoutEffect(() => {
    rendering.current = false;
    let told = false;
    const stop = addAfterEffect(() => {
      if (told || !rendering.current) return;
      told = true;
      stop();
      // at once, in the frame that drew the board: left to the scheduler, the screen heard of it only
      // after the next frames (each a whole frame's work on a slow phone) had been drawn
      flushSync(() => onShown(true));
    });
    invalidate();
    return () => {
      stop();
      onShown(false);
    };
  }, [onShown, invalidate]);
  return null;
}
