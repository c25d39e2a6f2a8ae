/**
 * Replay figures (printed, never asserted). Jumping to a position of a 300-action kept game: cold (a replay
 * just opened, nothing known yet) and warm (after the way has been walked once), against the plain way of
 * replaying every action from the first state, in the same run. Then the same random volleys flown under
 * Node (V8) and Bun (JavaScriptCore): a kept replay must fly identically under either.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type Action, createGame, execute, type GameState, viewFor } from '../../src/engine';
import { generatorFrom, seedRng } from '../../src/engine/rng';
import { chooseAction } from '../../src/engine/sim/agent';
import { actionReplay } from '../../src/table/replaySource';

const ACTIONS = 300;
const JUMPS = 60;
const VOLLEYS = 300;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The simulated captains take purposeful whole moves and end games in about 80–120 actions; wandering
 * more (random legal actions: single steps, turns, undos) they play the longer games people do.
 */
const WANDERING = { volley: 20, ability: 30, wander: 80 };

/** A simulated game of at least ACTIONS actions: the first seed from `seed` on whose game is that long. */
function game300(seed: number): { initial: GameState; actions: Action[] } {
  for (let tried = seed; tried < seed + 200; tried++) {
    const initial = createGame({ names: ['Anne', 'Mary', 'Jack', 'Ching'], seed: tried });
    const generator = generatorFrom(seedRng(tried ^ 0x5eed));
    const actions: Action[] = [];
    let state = initial;
    while (actions.length < ACTIONS && state.phase.kind !== 'ended') {
      const action = chooseAction(state, generator, WANDERING);
      const result = execute(state, action);
      if (!result.ok) throw new Error(result.reason);
      actions.push(action);
      state = result.state;
    }
    if (actions.length >= ACTIONS) return { initial, actions };
  }
  throw new Error(`no game of ${ACTIONS} actions from seed ${seed}`);
}

function jumpFigures() {
  const { initial, actions } = game300(34);
  const kept = actions.map((action) => ({ action }));
  const targets = Array.from({ length: JUMPS }, (_, index) => ((index * 7919) % actions.length) + 1);
  const time = (work: () => void) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const plain: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  const replay = actionReplay(initial, kept, 0);
  // a warm-up round (the engine's first games run several times slower), then two timed rounds
  for (const target of targets) actionReplay(initial, kept, 0).stepAt(target);
  for (let round = 0; round < 2; round++) {
    for (const target of targets) {
      plain.push(
        time(() => {
          let state = initial;
          for (const action of actions.slice(0, target)) {
            const result = execute(state, action);
            if (result.ok) state = result.state;
          }
          viewFor(state, 0);
        }),
      );
      cold.push(time(() => actionReplay(initial, kept, 0).stepAt(target)));
      warm.push(time(() => replay.stepAt(target)));
    }
  }
  const line = (name: string, values: number[]) =>
    `${name}: median ${median(values).toFixed(2)} ms, worst ${Math.max(...values).toFixed(2)} ms`;
  console.log(`jump to any of ${actions.length} actions (4 players, ${JUMPS * 2} jumps)`);
  console.log(`  ${line('replay from the start (baseline)', plain)}`);
  console.log(
    `  ${line('cold (a replay just opened)', cold)}, ${(median(plain) / median(cold)).toFixed(1)}× the baseline`,
  );
  console.log(
    `  ${line('warm (checkpoints known)', warm)}, ${(median(plain) / median(warm)).toFixed(1)}× the baseline`,
  );
}

function engineFigures() {
  const script = resolve('scripts/support/volleyHashes.ts');
  const run = (command: string, args: string[]) =>
    JSON.parse(
      execFileSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 24 })
        .trim()
        .split('\n')
        .at(-1) ?? '{}',
    ) as {
      engine: string;
      ms: number;
      hashes: string[];
    };
  const node = run(process.execPath, ['--import', 'tsx', script, String(VOLLEYS), '1']);
  const bun = run(resolve('node_modules/.bin/bun'), [script, String(VOLLEYS), '1']);
  const same = node.hashes.filter((hash, index) => bun.hashes[index] === hash).length;
  console.log(
    `${VOLLEYS} random volleys: ${same} of ${VOLLEYS} trace hashes the same under ${node.engine} (${node.ms} ms) and ${bun.engine} (${bun.ms} ms)`,
  );
}

export async function runBench() {
  jumpFigures();
  engineFigures();
}
