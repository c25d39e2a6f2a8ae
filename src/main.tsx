import '@fontsource/pirata-one/400.css';
import '@fontsource/alegreya-sans/400.css';
import '@fontsource/alegreya-sans/700.css';
import './ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeAudioAtFirstGesture } from './scene/sound/earlyAudio';
import { useGameStore } from './store/game/gameStore';
import { installTestHooks } from './store/test/testHooks';
import { wireStores } from './store/wiring';
import { App } from './ui/App';

// The browser tests' read-only hooks ship in the test build only (`vite build --mode test`): in any
// other build the condition is false at build time and the hooks are left out of the bundle.
if (import.meta.env.MODE === 'test') installTestHooks();

makeAudioAtFirstGesture();

// the stores, connected once for the page (store/wiring.ts says what reacts to what)
wireStores();

// Loaded once, before React: StrictMode runs effects twice in development, and a second load after a
// refused save found the restored one and silently cleared the notice that told the players.
useGameStore.getState().loadFromStorage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
