import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker (vite-plugin-pwa, through workbox-window) and, when a new version of
 * the game has been downloaded, offers to switch to it. The new version waits until the player says
 * so: a game in progress never reloads under them, and the old page keeps its own cached files.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>A new version of the game is ready.</span>
      <button type="button" onClick={() => void updateServiceWorker(true)}>
        Reload
      </button>
      <button type="button" onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
