import { createChargeSource } from './chargeSource';

/** The strength being charged on the game's lever, 0–1 (null: not charging). */
export const leverCharge = createChargeSource();
