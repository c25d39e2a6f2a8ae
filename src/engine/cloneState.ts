import type { GameState, PiecePose, PlayerState, TurnState } from './gameState';
import type { IslandLetter, ShipId } from './ids';

function clonePlayer(player: PlayerState): PlayerState {
  return {
    seat: player.seat,
    name: player.name,
    ship: player.ship,
    captain: player.captain,
    captainAt: player.captainAt,
    cursed: player.cursed,
    coins: player.coins,
    treasures: player.treasures,
    // Cards are replaced, never changed in place, so the list is copied and the cards shared.
    cards: player.cards.slice(),
  };
}

function cloneTurn(turn: TurnState): TurnState {
  return {
    seat: turn.seat,
    round: turn.round,
    actionsUsed: turn.actionsUsed,
    volleyUsed: turn.volleyUsed,
    abilityUsed: turn.abilityUsed,
    ability: turn.ability && { captain: turn.ability.captain, stepsTaken: turn.ability.stepsTaken },
    manoeuvre: turn.manoeuvre && {
      piece: turn.manoeuvre.piece,
      byAbility: turn.manoeuvre.byAbility,
      steps: turn.manoeuvre.steps,
    },
    undoStack: [],
  };
}

/** Spelled out: a loop over the keys of this small record cost more than all the rest of the clone. */
function cloneIslands(islands: Record<IslandLetter, string[]>): Record<IslandLetter, string[]> {
  return {
    A: islands.A.slice(),
    B: islands.B.slice(),
    C: islands.C.slice(),
    D: islands.D.slice(),
    E: islands.E.slice(),
    F: islands.F.slice(),
    G: islands.G.slice(),
    H: islands.H.slice(),
  };
}

/**
 * A copy that an action handler may change freely. Written out field by field because it runs for every
 * action: structuredClone of the whole state was the bottleneck of simulation, and object spreads with
 * overrides still cost several microseconds a state (V8 takes its slow path for them). The type checker
 * holds every field to account. The undo stack is left out (execute sets it) and `tokens`, which never
 * changes after setup, is shared.
 */
export function cloneState(state: GameState): GameState {
  const ships: Partial<Record<ShipId, PiecePose>> = {};
  for (const ship in state.ships) {
    const pose = state.ships[ship as ShipId];
    if (pose) ships[ship as ShipId] = { hex: pose.hex, facing: pose.facing };
  }
  const kraken = state.kraken;
  return {
    version: state.version,
    mapId: state.mapId,
    options: { jollyRogersPerIsland: state.options.jollyRogersPerIsland },
    phase: state.phase,
    players: state.players.map(clonePlayer),
    firstSeat: state.firstSeat,
    ships,
    kraken: kraken && { hex: kraken.hex, facing: kraken.facing },
    towerFacing: state.towerFacing,
    islands: cloneIslands(state.islands),
    tokens: state.tokens,
    supply: { coins: state.supply.coins, treasures: state.supply.treasures },
    turn: state.turn && cloneTurn(state.turn),
    rng: state.rng.slice(),
  };
}
