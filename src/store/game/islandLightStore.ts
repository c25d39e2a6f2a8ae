import { create } from 'zustand';
import type { PlayerView } from '../../engine';
import type { IslandLetter } from '../../engine/ids';

interface IslandLightState {
  /** The lettered islands lit on the board now (a player looking at their treasure cards). */
  lit: readonly IslandLetter[];
  light: (islands: readonly IslandLetter[]) => void;
}

/** Which islands the board lights: the scene draws them, the card views say which. */
export const useIslandLightStore = create<IslandLightState>()((set) => ({
  lit: [],
  // The same islands again keep the same array: the board's subscribers do not redraw for nothing.
  light: (islands) =>
    set((state) => {
      const lit = [...new Set(islands)];
      const same = lit.length === state.lit.length && lit.every((island) => state.lit.includes(island));
      return same ? state : { lit };
    }),
}));

/** The islands a player's held treasure cards point to, as far as the seat looking may know. */
export function heldCardIslands(player: PlayerView): IslandLetter[] {
  return [...new Set(player.cards.flatMap((card) => (card.destination ? [card.destination] : [])))];
}
