import type { ShipId } from '../engine/ids';

/** How a flag differs besides its colour, so players who cannot tell the colours apart still can. */
export type FlagPattern = 'plain' | 'stripes' | 'saltire' | 'checks';

export interface FlagStyle {
  label: string;
  /** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. */
  colour: string;
  /** A darker tone of the colour, for outlines and text on light backgrounds. */
  dark: string;
  pattern: FlagPattern;
}

export const FLAG_STYLES: Readonly<Record<ShipId, FlagStyle>> = {
  red: { label: 'Vermilion', colour: '#D55E00', dark: '#8a3d00', pattern: 'plain' },
  blue: { label: 'Blue', colour: '#0072B2', dark: '#004a74', pattern: 'stripes' },
  yellow: { label: 'Yellow', colour: '#F0E442', dark: '#8c8420', pattern: 'saltire' },
  green: { label: 'Bluish green', colour: '#009E73', dark: '#00664a', pattern: 'checks' },
};
