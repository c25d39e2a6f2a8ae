import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { letGoOfLever } from '../../../src/scene/letGoOfLever';

/**
 * The lever let go as the scene's flick lets it go (under the default thresholds): null when the volley
 * was flown, else the reason it was not (the lever not aimed, or the store's refusal).
 */
export async function letGo(strength: number): Promise<string | null> {
  const result = await letGoOfLever(strength, DEFAULT_THRESHOLDS);
  if (result === null) return 'The lever was not aimed.';
  return result.ok ? null : result.reason;
}
