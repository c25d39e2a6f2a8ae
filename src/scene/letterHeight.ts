import { ISLAND_HEIGHT_CM } from '../physics/boardSpec';

/** How high above the island top a letter floats, clear of the token stack, cm. */
const LETTER_LIFT_CM = 1.5;

/** Where an island's letter stands above the board, cm (the test build finds it on screen by it). */
export const LETTER_ABOVE_BOARD_CM = ISLAND_HEIGHT_CM + 0.01 + LETTER_LIFT_CM;
