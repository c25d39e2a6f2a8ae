import { useSyncExternalStore } from 'react';
import { clearCrash, crashRequested, subscribeCrash } from '../store/test/testCrash';

/**
 * Test build only: throws while rendering when a test asks for a crash (see testHooks.crash). React
 * renders once more after an error before it gives up, so the request is cleared only afterwards.
 */
export function CrashProbe() {
  const requested = useSyncExternalStore(subscribeCrash, crashRequested);
  if (requested) {
    setTimeout(clearCrash, 0);
    throw new Error('a test asked the screen to crash');
  }
  return null;
}
