import RAPIER from '@dimforge/rapier3d-compat';

let ready: Promise<void> | null = null;
let initialised = false;

/** The compat build warns that its own init call uses wasm-bindgen's old signature; nothing to act on. */
const STALE_INIT_WARNING = 'using deprecated parameters for the initialization function';

/** Loads Rapier's WebAssembly once; await it before simulateVolley. */
export function initPhysics(): Promise<void> {
  ready ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).includes(STALE_INIT_WARNING)) warn(...args);
    };
    try {
      await RAPIER.init();
      initialised = true;
    } finally {
      console.warn = warn;
    }
  })();
  return ready;
}

/** The Rapier module, once initPhysics has resolved. */
export function rapier(): typeof RAPIER {
  if (!initialised) throw new Error('physics not initialised: await initPhysics() first');
  return RAPIER;
}
