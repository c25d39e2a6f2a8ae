import { CAPTAIN_IDS, createGame, execute, SHIP_IDS, viewFor, type Action, type GameState } from '../src/engine';
import { decide } from '../src/captains/decide';
import { heuristicDecide } from '../src/captains/heuristic';
import { CaptainMemory } from '../src/captains/memory';
import { fireVolley } from '../src/captains/fireVolley';
import { setupChoice } from '../src/captains/setupChoice';
import { createPrng, mixSeed } from '../src/physics/prng';
import { initPhysics } from '../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../src/physics/thresholds';
await initPhysics();
const seed = Number(process.argv[2] ?? 7);
const caps = (process.argv[3] ?? 'towerKeeper,helmsman').split(',');
const th = { ...DEFAULT_THRESHOLDS };
let state: GameState = createGame({ names: ['Captain', 'Sailor'], seed });
const ap = (a: Action) => { const r = execute(state, a); if (!r.ok) { console.log('REFUSED', r.reason); return []; } state = r.state; return r.events; };
ap({ type: 'chooseFirstPlayer', seat: 0 });
const spot = setupChoice(state, 0, createPrng(1)); if (spot) ap(spot);
ap({ type: 'chooseCaptain', captain: caps[0] as any, ship: SHIP_IDS[0] });
ap({ type: 'chooseCaptain', captain: caps[1] as any, ship: SHIP_IDS[1] });
const mem = new CaptainMemory();
for (let i = 0; i < 400 && state.phase.kind === 'playing'; i++) {
  const seat = state.turn!.seat;
  const who = seat === 0 ? 'Captain' : 'Sailor';
  let action: Action; let note = '';
  if (seat === 0) {
    const it = decide(viewFor(state, 0), 'captain', mixSeed(seed, 100), th, undefined, mem);
    if (it.kind === 'volley') { action = { type: 'resolveVolley', seat: 0, outcome: fireVolley(state, it.source, it.strength, th) }; note = `fire ${it.source} at ${it.aimed.toFixed(2)} (struck ${it.strength.toFixed(2)}), expects ${it.estimate.expectedCoins.toFixed(2)} coins, P(knock-off) ${it.estimate.pKnockedOff.toFixed(2)}`; }
    else if (it.kind === 'action') action = it.action; else action = { type: 'endTurn', seat: 0 };
  } else {
    const c = heuristicDecide(viewFor(state, 1), 'sailor');
    action = c.kind === 'fire' ? { type: 'resolveVolley', seat: 1, outcome: fireVolley(state, c.source, c.strength, th) } : c.kind === 'action' ? c.action : { type: 'endTurn', seat: 1 };
  }
  const before = state;
  const ev = ap(action);
  const p = before.players[seat]!; const pose = before.ships[p.ship!]!;
  const out = ev.filter(e => ['coinsPaid','treasureClaimed','captainKnockedOff','cardDrawn','cursed','cursePassed','jollyRogerDrawn'].includes(e.type)).map(e => JSON.stringify(e).replace(/"undoable":(true|false),?/,'')).join(' ');
  const a = { ...action } as any; delete a.seat; if (a.type==='resolveVolley') a.outcome = a.outcome.best;
  console.log(`r${before.turn!.round} ${who} [${before.turn!.actionsUsed}] ship ${pose.hex}/${pose.facing} kraken ${before.kraken?.hex}/${before.kraken?.facing} tower ${before.towerFacing} cards ${p.cards.length} pts ${p.coins}+${p.treasures}T: ${JSON.stringify(a)} ${note} ${out}`);
}
if (state.phase.kind === 'ended') console.log(JSON.stringify(state.phase.result));
