import { useSyncExternalStore } from 'react';
import { crashRequested, subscribeCrash, takeCrash } from '../store/testCrash';

/** Test build only: throws while rendering when a test asks for a crash (see testHooks.crash). */
export function CrashProbe() {
  const requested = useSyncExternalStore(subscribeCrash, crashRequested);
  if (requested && takeCrash()) throw new Error('a test asked the screen to crash');
  return null;
}
