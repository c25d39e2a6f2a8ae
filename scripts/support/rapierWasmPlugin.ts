import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The compat build's init: its WebAssembly decoded from an inlined base64 string (the .wasm starts "\0asm"). */
const INLINED = /[A-Za-z_$][\w$]*\.toByteArray\("AGFzbQ[A-Za-z0-9+/=]+"\)(\.buffer)?/;
const RAPIER = /[\\/]@dimforge[\\/]rapier3d-compat[\\/]rapier\.mjs$/;

/**
 * Rewrites Rapier's init, in every bundle that holds it (the page and each worker), to load the package's
 * own .wasm file, emitted once as an asset, through src/physics/rapierWasm.ts: compiled once by the page
 * and posted to the workers. Without it each bundle inlined 1.6 MB of WebAssembly as base64.
 */
export function rapierWasmPlugin(root: string): Plugin {
  const helper = resolve(root, 'src/physics/rapierWasm.ts');
  return {
    name: 'to-glory:rapier-wasm',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!RAPIER.test(file)) return null;
      if (!INLINED.test(code)) this.error('Rapier changed: its inlined WebAssembly was not found to rewrite');
      const wasm = join(dirname(file), 'rapier_wasm3d_bg.wasm');
      const header =
        `import __rapierWasmUrl from ${JSON.stringify(`${wasm}?url`)};\n` +
        `import { rapierModule as __rapierModule } from ${JSON.stringify(helper)};\n`;
      const rewritten = code.replace(INLINED, '{ module_or_path: __rapierModule(__rapierWasmUrl) }');
      return { code: header + rewritten, map: null };
    },
  };
}
