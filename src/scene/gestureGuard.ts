import { NO_SESSION, pointerLanded, pointerLifted, type TouchSession } from './touchSession';

/**
 * The one record of the fingers on the screen, shared by every tap target, the lever and the sandbox
 * drag. It listens on the window in the capture phase, so it has counted a finger before any target
 * hears of it, and it lives outside React state: it changes with every pointer, draws nothing.
 */
let session: TouchSession = NO_SESSION;
const onSeveral = new Set<() => void>();
let installed = false;

function landed(event: PointerEvent) {
  const before = session.multi;
  session = pointerLanded(session, event.pointerId, event.isPrimary);
  if (session.multi && !before) for (const listener of [...onSeveral]) listener();
}

function lifted(event: PointerEvent) {
  session = pointerLifted(session, event.pointerId);
}

/** Starts listening (once per page); every hook that consults the guard calls it when it mounts. */
export function installGestureGuard() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('pointerdown', landed, { capture: true });
  window.addEventListener('pointerup', lifted, { capture: true });
  window.addEventListener('pointercancel', lifted, { capture: true });
}

/** The session now: read at the moment a press starts or ends. */
export function touchSession(): TouchSession {
  return session;
}

/** Calls `listener` when a second finger lands (a pull or a drag in progress stops); returns the unsubscribe. */
export function onSecondFinger(listener: () => void): () => void {
  onSeveral.add(listener);
  return () => {
    onSeveral.delete(listener);
  };
}
