/**
 * `volleyHashes.ts <count> <seed>`: flies `count` random volleys (randomVolleyInput from `seed` on) and prints
 * one line of JSON: the engine that ran them and each trace's hash. Run under Node (tsx) and under Bun
 * (JavaScriptCore) by scripts/bench/replay.ts and tests/unit/physics/otherEngine.test.ts: a kept replay
 * must fly the same under any JavaScript engine.
 */
import { randomVolleyInput } from '../../src/physics/randomVolleyInput';
import { initPhysics } from '../../src/physics/rapier';
import { simulateVolley } from '../../src/physics/simulateVolley';
import { traceHash } from '../../src/physics/traceHash';

const count = Number(process.argv[2] ?? 300);
const seed = Number(process.argv[3] ?? 1);
await initPhysics();
const hashes: string[] = [];
const started = performance.now();
for (let index = 0; index < count; index++)
  hashes.push(traceHash(simulateVolley(randomVolleyInput(seed + index))));
const engine =
  'Bun' in globalThis
    ? `Bun ${(globalThis as { Bun?: { version: string } }).Bun?.version}`
    : `Node ${process.version}`;
console.log(JSON.stringify({ engine, ms: Math.round(performance.now() - started), hashes }));
