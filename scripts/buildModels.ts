/**
 * `npm run models`: writes models/<name>.glb from the physics shape specs, so the meshes the scene
 * loads are exactly the colliders the simulation uses. A test fails when a spec changes without this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { MODEL_NAMES } from '../src/scene/modelParts';
import { buildModel } from './models/buildModel';

const outDir = new URL('../models/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const name of MODEL_NAMES) {
  const glb = await buildModel(name);
  writeFileSync(new URL(`${name}.glb`, outDir), glb);
  console.log(`models/${name}.glb  ${glb.byteLength} bytes`);
}
