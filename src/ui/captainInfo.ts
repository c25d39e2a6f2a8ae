import type { CaptainId } from '../engine/ids';

/** Names and one-line abilities of the captains (C1–C4), for the setup screen and the captain card. */
export const CAPTAIN_INFO: Readonly<Record<CaptainId, { name: string; ability: string; ruling: string }>> = {
  helmsman: { name: 'The Helmsman', ability: 'Up to two free moves of your own ship.', ruling: 'C1' },
  navigator: { name: 'The Navigator', ability: 'Up to two free turns of your own ship.', ruling: 'C2' },
  towerKeeper: { name: 'The Tower Keeper', ability: 'Up to two free turns of the tower.', ruling: 'C3' },
  krakenTamer: { name: 'The Kraken Tamer', ability: 'Up to two free moves of the Kraken.', ruling: 'C4' },
};
