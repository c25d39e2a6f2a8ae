import { useLayoutEffect } from 'react';

/**
 * Says whether the content of its Suspense boundary is on the table: shown once everything beside it
 * has loaded (models, the letters' font), hidden again while the boundary re-suspends. Model loaders
 * report their progress; a font does not, so this is how the screen knows the board is really drawn.
 */
export function ShownSignal({ onShown }: { onShown: (shown: boolean) => void }) {
  useLayoutEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return null;
}
