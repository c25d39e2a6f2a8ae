import { configureTextBuilder, getTextRenderInfo } from 'troika-three-text';
import { ISLAND_LETTERS } from '../engine/ids';
import { LETTER_FONT_URL } from './assets';

/** Every letter the islands show. */
export const LETTER_GLYPHS = ISLAND_LETTERS.join('');

// Typeset on the page's thread: eight capitals whose glyphs are made beforehand take a moment there,
// while a worker's answer waited behind the board's first frame, so the letters came a whole frame
// later (half a second on a slow phone). Troika takes this only before its first request.
configureTextBuilder({ useWorker: false });

// Loading this module parses the islands' font and makes its letters' glyphs (at drei Text's default
// size), once: the new-game form loads it early, and the islands import it when a saved game opens
// the table straight away. The glyphs' distance fields are computed in troika's worker, not drawn with
// WebGL on the page's thread: in software WebGL each glyph drawn there cost a readback while the table
// was loading.
getTextRenderInfo(
  { font: LETTER_FONT_URL, text: LETTER_GLYPHS, sdfGlyphSize: 64, gpuAccelerateSDF: false },
  () => {},
);
