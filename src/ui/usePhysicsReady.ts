import { useEffect, useState } from 'react';
import { initPhysics } from '../physics/rapier';

/** Loads Rapier's WebAssembly once; true when volleys can be simulated. `onReady` runs once it is. */
export function usePhysicsReady(onReady?: () => void): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void initPhysics().then(() => {
      onReady?.();
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [onReady]);
  return ready;
}
