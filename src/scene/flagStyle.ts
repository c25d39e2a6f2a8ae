import type { ShipId } from '../engine/ids';
import { shipColourLabel } from '../engine/shipNames';

/** How a flag differs besides its colour, so players who cannot tell the colours apart still can. */
export type FlagPattern = 'plain' | 'stripes' | 'saltire' | 'checks';

export interface FlagStyle {
  /** The colour's one name (engine/shipNames), never a second spelling. */
  label: string;
  /** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. */
  colour: string;
  /** A darker tone of the colour, for outlines and text on light backgrounds. */
  dark: string;
  pattern: FlagPattern;
}

export const FLAG_STYLES: Readonly<Record<ShipId, FlagStyle>> = {
  red: { label: shipColourLabel('red'), colour: '#D55E00', dark: '#8a3d00', pattern: 'plain' },
  blue: { label: shipColourLabel('blue'), colour: '#0072B2', dark: '#004a74', pattern: 'stripes' },
  yellow: { label: shipColourLabel('yellow'), colour: '#F0E442', dark: '#8c8420', pattern: 'saltire' },
  green: { label: shipColourLabel('green'), colour: '#009E73', dark: '#00664a', pattern: 'checks' },
};
