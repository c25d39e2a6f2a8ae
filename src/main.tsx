import '@fontsource/pirata-one/400.css';
import '@fontsource/alegreya-sans/400.css';
import '@fontsource/alegreya-sans/700.css';
import './ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeAudioAtFirstGesture } from './scene/sound/earlyAudio';
import { useGameStore } from './store/game/gameStore';
import { followTurnNotices } from './store/online/turnNoticeStore';
import { watchOtherTabs } from './store/saves/tabGuard';
import { wireStores } from './store/wiring';
import { App } from './ui/App';
import { installTestHooks } from './ui/testProbe';

// the browser tests' read-only hooks: a no-op but in the test build, which swaps in ui/testProbe's twin
installTestHooks();

makeAudioAtFirstGesture();

// the stores, connected once for the page (store/wiring.ts says what reacts to what)
wireStores();
// turn notices for the player's online tables, once they opt in (at a table: ui/TurnNoticeOptIn.tsx)
followTurnNotices();

// Loaded once, before React: StrictMode runs effects twice in development, and a second load after a
// refused save found the restored one and silently cleared the notice that told the players.
useGameStore.getState().loadFromStorage();
// a tab opened later on the same game saves it from then on; this one is told and stops saving
watchOtherTabs(() => useGameStore.getState().becomeOlderTab());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
