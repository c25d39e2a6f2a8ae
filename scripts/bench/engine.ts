/**
 * Engine figures (printed, never asserted): full simulated games per second, and the median cost of
 * `legalActions` and `execute` over positions taken from those games.
 */
import { actionFor, execute, type GameState, legalActions } from '../../src/engine';
import { generatorFrom, seedRng } from '../../src/engine/rng';
import { chooseAction } from '../../src/engine/sim/agent';
import { playGame } from '../../src/engine/sim/playGame';

const GAMES = 200;
const SAMPLED_POSITIONS = 2000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Positions from a few games, every one a state a player could face. */
function samplePositions(players: number): GameState[] {
  const positions: GameState[] = [];
  for (let seed = 1; positions.length < SAMPLED_POSITIONS; seed++) {
    // Through setup only (round 0 is the cap), then on with a simulated player, keeping every state.
    let state = playGame({ players, seed, maxRounds: 0 }).final;
    const generator = generatorFrom(seedRng(seed));
    while (state.phase.kind !== 'ended' && positions.length < SAMPLED_POSITIONS) {
      positions.push(state);
      const result = execute(state, chooseAction(state, generator));
      if (!result.ok) break;
      state = result.state;
    }
  }
  return positions;
}

/** Median microseconds of `work` per position, each timed over enough repeats to rise above the clock. */
function medianMicros(positions: GameState[], work: (state: GameState) => unknown): number {
  const repeats = 20;
  const times = positions.map((state) => {
    const start = performance.now();
    for (let i = 0; i < repeats; i++) work(state);
    return ((performance.now() - start) * 1000) / repeats;
  });
  return median(times);
}

export async function runBench(): Promise<void> {
  for (const players of [2, 4]) {
    playGame({ players, seed: 999 }); // warm up the JIT
    const started = performance.now();
    let actions = 0;
    let rounds = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const summary = playGame({ players, seed });
      actions += summary.actions;
      rounds += summary.rounds;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${players} players: ${(GAMES / seconds).toFixed(1)} full games/s, ${Math.round(actions / seconds)} actions/s ` +
        `(${(rounds / GAMES).toFixed(1)} rounds a game)`,
    );
    const positions = samplePositions(players);
    const legal = medianMicros(positions, legalActions);
    const listed = median(positions.map((state) => legalActions(state).length));
    const endTurn = medianMicros(positions, (state) => execute(state, actionFor(state, { type: 'endTurn' })));
    console.log(
      `  legalActions: median ${legal.toFixed(1)} µs (${listed} actions listed, median) over ${positions.length} positions`,
    );
    console.log(`  execute(endTurn): median ${endTurn.toFixed(1)} µs`);
  }
}
