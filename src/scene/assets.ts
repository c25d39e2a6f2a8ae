import captainUrl from '../../models/captain.glb?url';
import cubeUrl from '../../models/cube.glb?url';
import islandUrl from '../../models/island.glb?url';
import krakenUrl from '../../models/kraken.glb?url';
import leverUrl from '../../models/lever.glb?url';
import shipUrl from '../../models/ship.glb?url';
import towerUrl from '../../models/tower.glb?url';
import type { ModelName } from './modelParts';

/** Model files, bundled by Vite from models/ (made by `npm run models`). */
export const MODEL_URLS: Readonly<Record<ModelName, string>> = {
  ship: shipUrl,
  kraken: krakenUrl,
  tower: towerUrl,
  lever: leverUrl,
  captain: captainUrl,
  cube: cubeUrl,
  island: islandUrl,
};

/**
 * The islands' lettering font, shipped in public/ (drei's Text would otherwise fetch one from the web):
 * the cards' own face, heavy, because the headings' blackletter made C, E and G alike at letter size.
 */
export const LETTER_FONT_URL = '/fonts/alegreya-sans-800.woff';
