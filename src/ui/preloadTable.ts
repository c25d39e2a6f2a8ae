import { resolveGraphics } from '../scene/softwareRenderer';
import { useSettingsStore } from '../store/settings/settingsStore';

/** The game screen's code (three, the table, the store's game hooks), loaded once whoever asks first. */
export const loadGameScreen = () => import('./GameScreen');

let started = false;

/**
 * Starts fetching what the table needs before it is asked for: the game screen's code (its module also
 * starts the models' downloads), Rapier's WebAssembly, compiled off the main thread, and the islands'
 * lettering font (drei's Text holds the whole board back until troika has it; troika keeps it once
 * parsed), and the answer to whether WebGL runs in software (the table's canvas needs it first, and
 * asking makes a WebGL context of its own: on a slow phone a few hundred ms). Called when the new-game
 * form opens, so all load while the player fills it in rather than after Set sail.
 */
export function preloadTable(): void {
  if (started) return;
  started = true;
  void loadGameScreen();
  void import('../physics/rapier').then((physics) => physics.initPhysics());
  // its module makes the letters' glyphs as it loads
  void import('../scene/letterGlyphs');
  // after the form's first paint; the answer is kept
  setTimeout(() => resolveGraphics(useSettingsStore.getState().graphics), 0);
}
