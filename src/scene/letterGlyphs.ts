import { configureTextBuilder, preloadFont } from 'troika-three-text';
import { ISLAND_LETTERS } from '../engine/ids';
import { LETTER_FONT_URL } from './assets';

/** Every letter the islands show. */
export const LETTER_GLYPHS = ISLAND_LETTERS.join('');

// Typeset on the page's thread: eight capitals whose glyphs are made beforehand take a moment there,
// while a worker's answer waited behind the board's first frame, so the letters came a whole frame
// later (half a second on a slow phone). Troika takes this only before its first request, so it is
// set when this module loads; whoever draws or preloads letters imports it.
configureTextBuilder({ useWorker: false });

/** Parses the islands' font and makes its letters' glyphs (at drei Text's default size), once. */
export function preloadLetters(): void {
  preloadFont({ font: LETTER_FONT_URL, characters: LETTER_GLYPHS, sdfGlyphSize: 64 }, () => {});
}
