import type * as SceneProbe from '../../src/scene/testProbe';
import type * as StoreProbe from '../../src/store/testProbe';
import type * as LabProbe from '../../src/ui/sandbox/labProbe';
import type * as UiProbe from '../../src/ui/testProbe';
import type * as sceneTwin from './scene/testProbe';
import type * as storeTwin from './store/testProbe';
import type * as labTwin from './ui/sandbox/labProbe';
import type * as uiTwin from './ui/testProbe';

/**
 * Type-checked only (never run): each twin the test build swaps in (scripts/support/testTwins.ts)
 * offers everything its production module does, with the same types.
 */
type Offers<Twin extends Production, Production> = Twin;
export type TwinsMatch = [
  Offers<typeof storeTwin, typeof StoreProbe>,
  Offers<typeof sceneTwin, typeof SceneProbe>,
  Offers<typeof uiTwin, typeof UiProbe>,
  Offers<typeof labTwin, typeof LabProbe>,
];
