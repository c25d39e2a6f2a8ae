import type { Seat } from '../../engine';
import { actingSeat } from '../../table/actingSeat';
import { perState } from './perState';

/**
 * The seat that must act now on this device (S2 the Kraken's placer, S4 the seat choosing, the turn's
 * seat); null while the first player is chosen (the setup screen does it) and once the game has ended.
 */
export const selectActingSeat = perState((game): Seat | null => actingSeat(game, null));
