/** The game screen's code (three, the table, the store's game hooks), loaded once whoever asks first. */
export const loadGameScreen = () => import('./GameScreen');

let started = false;

/**
 * Starts fetching what the table needs before it is asked for: the game screen's code (its module also
 * starts the models' downloads) and Rapier's WebAssembly, compiled off the main thread. Called when the
 * new-game form opens, so both load while the player fills it in rather than after Set sail.
 */
export function preloadTable(): void {
  if (started) return;
  started = true;
  void loadGameScreen();
  void import('../physics/rapier').then((physics) => physics.initPhysics());
}
