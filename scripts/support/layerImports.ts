import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The layer order of src/ (each layer may import the ones listed for it; A ← B means B may import A):
 * engine ← physics ← table ← captains ← store ← scene ← ui, and the server uses the lower four.
 * Type-only imports count too: a layer must not know the shape of one above it.
 */
export const LAYERS: Record<string, readonly string[]> = {
  engine: [],
  physics: ['engine'],
  table: ['engine', 'physics'],
  captains: ['engine', 'physics', 'table'],
  server: ['engine', 'physics', 'table', 'captains'],
  store: ['engine', 'physics', 'table', 'captains'],
  scene: ['engine', 'physics', 'table', 'captains', 'store'],
  ui: ['engine', 'physics', 'table', 'captains', 'store', 'scene'],
};

export interface SourceFile {
  /** Path relative to src/, with forward slashes (e.g. `store/gameStore.ts`). */
  path: string;
  text: string;
}

/** The layer of a file under src/, or null for the entry files at src/'s root (they may import anything). */
export const layerOf = (path: string): string | null =>
  path.includes('/') ? (path.split('/')[0] ?? null) : null;

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"]([^'"]+)['"]/g;

/** One line per import that runs up or sideways, and one per folder that belongs to no layer. */
export function layerViolations(files: readonly SourceFile[]): string[] {
  const bad: string[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    if (from === null) continue;
    const allowed = LAYERS[from];
    if (!allowed) {
      bad.push(`${file.path} is in ${from}/, which is no layer`);
      continue;
    }
    for (const match of file.text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec?.startsWith('.')) continue;
      const target = join(dirname(file.path), spec);
      if (target.startsWith('..')) continue;
      const to = layerOf(target);
      if (to === null || to === from) continue;
      if (!allowed.includes(to)) bad.push(`${file.path} (${from}) imports ${spec} (${to})`);
    }
  }
  return bad;
}

/** Every .ts/.tsx/.js source file under `root` (normally src/). */
export function sourceFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(name))
        out.push({ path: relative(root, p).split('\\').join('/'), text: readFileSync(p, 'utf8') });
    }
  };
  walk(resolve(root));
  return out;
}
