import type { GameState, GameView, IslandLetter, TreasureToken } from '../engine';
import { ISLAND_LETTERS } from '../engine';
import { seedRng } from '../engine/rng';

/**
 * A full game state consistent with what one seat sees (A1), for planning with the engine. Hidden
 * values are filled in without looking at the true state: each island's face-down tokens are its
 * treasure cards first (naming the islands round it in turn, never itself) and then its Jolly Rogers,
 * so a planned explore draws a card and the planner adds the curse's chance itself; others' cards
 * name the island after the one they came from; the random state is seeded from `seed`.
 * Planning values every card it did not see by expectation, so these fill-ins never steer a choice.
 */
export function determinize(view: GameView, seed: number): GameState {
  const islands = {} as Record<IslandLetter, string[]>;
  const tokens: Record<string, TreasureToken> = {};
  const jollyRogers = view.options.jollyRogersPerIsland;
  ISLAND_LETTERS.forEach((island, position) => {
    const count = view.islands[island] ?? 0;
    const rogers = Math.min(jollyRogers, count);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = `?${island}${i + 1}`;
      const card = i < count - rogers;
      const destination = ISLAND_LETTERS[(position + 1 + (i % 7)) % ISLAND_LETTERS.length] as IslandLetter;
      tokens[id] = card ? { kind: 'card', destination } : { kind: 'jollyRoger' };
      ids.push(id);
    }
    islands[island] = ids;
  });
  const { viewer: _viewer, islands: _counts, turn, players, ...open } = view;
  return {
    ...open,
    players: players.map((player) => ({
      ...player,
      cards: player.cards.map((card) => ({
        tokenId: card.tokenId,
        from: card.from,
        destination:
          card.destination ??
          (ISLAND_LETTERS[(ISLAND_LETTERS.indexOf(card.from) + 1) % ISLAND_LETTERS.length] as IslandLetter),
      })),
    })),
    islands,
    tokens,
    turn: turn && {
      seat: turn.seat,
      round: turn.round,
      actionsUsed: turn.actionsUsed,
      volleyUsed: turn.volleyUsed,
      abilityUsed: turn.abilityUsed,
      ability: turn.ability && { ...turn.ability },
      manoeuvre: turn.manoeuvre && { ...turn.manoeuvre },
      undoStack: [],
    },
    rng: seedRng(seed),
  };
}
