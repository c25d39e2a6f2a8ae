import { describe, expect, it } from 'vitest';
import { layerViolations, sourceFiles } from '../../../scripts/support/layerImports';

describe('layers', () => {
  it('no import in src/ runs upward or sideways, and every folder is a layer', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(files)).toEqual([]);
  });

  it('reports an upward import, a type-only one, a dynamic one and a worker URL', () => {
    const files = [
      { path: 'engine/a.ts', text: "import { x } from '../physics/b';" },
      { path: 'physics/b.ts', text: "import type { S } from '../store/gameStore';" },
      { path: 'store/c.ts', text: "const m = import('../scene/Board');" },
      { path: 'captains/d.ts', text: "new Worker(new URL('../store/batchWorker.ts', import.meta.url));" },
      { path: 'server/e.ts', text: "export { y } from '../store/f';" },
    ];
    expect(layerViolations(files)).toEqual([
      'engine/a.ts (engine) imports ../physics/b (physics)',
      'physics/b.ts (physics) imports ../store/gameStore (store)',
      'store/c.ts (store) imports ../scene/Board (scene)',
      'captains/d.ts (captains) imports ../store/batchWorker.ts (store)',
      'server/e.ts (server) imports ../store/f (store)',
    ]);
  });

  it('allows downward imports, imports within a layer, packages and the entry file', () => {
    const files = [
      {
        path: 'ui/App.tsx',
        text: "import { Board } from '../scene/Board';\nimport { s } from '../store/s';",
      },
      {
        path: 'scene/sound/knock.ts',
        text: "import { t } from '../../physics/traceTypes';\nimport { u } from '../Board';",
      },
      { path: 'table/t.ts', text: "import * as THREE from 'three';\nimport { e } from '../engine';" },
      { path: 'main.tsx', text: "import { App } from './ui/App';" },
    ];
    expect(layerViolations(files)).toEqual([]);
  });

  it('reports a folder that belongs to no layer', () => {
    expect(layerViolations([{ path: 'sound/knock.ts', text: '' }])).toEqual([
      'sound/knock.ts is in sound/, which is no layer',
    ]);
  });
});
