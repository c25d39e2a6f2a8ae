import { createGame, execute, type GameState } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import type { LogEntry } from '../../../src/store/saves/gameEventSchema';

export interface LoggedGame {
  game: GameState;
  log: LogEntry[];
}

/**
 * A game played by the simulated captains for `actions` actions (or to its end), with its log kept as
 * the store keeps it: real saves to test the save file on.
 */
export function loggedGame(players: number, seed: number, actions = Number.POSITIVE_INFINITY): LoggedGame {
  let game = createGame({ names: Array.from({ length: players }, (_, seat) => `Player ${seat + 1}`), seed });
  const generator = generatorFrom(seedRng(seed ^ 0x5eed));
  const log: LogEntry[] = [];
  for (let step = 0; step < actions && game.phase.kind !== 'ended' && step < 20_000; step++) {
    const result = execute(game, chooseAction(game, generator));
    if (!result.ok) throw new Error(`loggedGame: ${result.reason} (seed ${seed})`);
    game = result.state;
    for (const event of result.events) log.push({ seq: log.length + 1, round: game.turn?.round ?? 0, event });
  }
  return { game, log };
}
