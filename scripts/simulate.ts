/**
 * `npm run simulate -- --games N --players P --seed S [--max-rounds R]`: plays games between simulated
 * players headless (volleys drawn from a seeded stand-in distribution until the physics can be asked) and
 * prints game length, win shares by seat and by captain, and how often each event and ruling fired.
 */
import { parseArgs } from 'node:util';
import { playGame } from '../src/engine/sim/playGame';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    players: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    'max-rounds': { type: 'string', default: '150' },
  },
});
const games = Number(values.games);
const players = Number(values.players);
const firstSeed = Number(values.seed);
const maxRounds = Number(values['max-rounds']);
if (
  ![games, players, firstSeed, maxRounds].every(Number.isInteger) ||
  players < 2 ||
  players > 4 ||
  games < 1
) {
  console.error('Usage: npm run simulate -- --games N --players 2..4 --seed S [--max-rounds R]');
  process.exit(1);
}

const rounds: number[] = [];
const turns: number[] = [];
const capped: number[] = [];
const winsBySeat = new Array<number>(players).fill(0);
/** Wins by place in the turn order: 0 is the first player (S1). */
const winsByOrder = new Array<number>(players).fill(0);
const winsByCaptain: Record<string, number> = {};
const gamesByCaptain: Record<string, number> = {};
const events: Record<string, number> = {};
const rules: Record<string, number> = {};
let actions = 0;
let points = 0;

const started = performance.now();
for (let game = 0; game < games; game++) {
  const seed = firstSeed + game;
  const summary = playGame({ players, seed, maxRounds });
  actions += summary.actions;
  for (const [type, count] of Object.entries(summary.events)) events[type] = (events[type] ?? 0) + count;
  for (const [rule, count] of Object.entries(summary.rules)) rules[rule] = (rules[rule] ?? 0) + count;
  for (const captain of summary.captains)
    if (captain) gamesByCaptain[captain] = (gamesByCaptain[captain] ?? 0) + 1;
  if (!summary.result) {
    capped.push(seed);
    continue;
  }
  rounds.push(summary.rounds);
  turns.push(summary.turns);
  // A shared victory (W2) counts as a fraction for each winner.
  const share = 1 / summary.result.winners.length;
  for (const seat of summary.result.winners) {
    winsBySeat[seat] = (winsBySeat[seat] ?? 0) + share;
    const order = (seat - (summary.final.firstSeat ?? 0) + players) % players;
    winsByOrder[order] = (winsByOrder[order] ?? 0) + share;
    const captain = summary.captains[seat];
    if (captain) winsByCaptain[captain] = (winsByCaptain[captain] ?? 0) + share;
  }
  points += Math.max(...summary.result.scores.map((score) => score.points));
}
const seconds = (performance.now() - started) / 1000;

const finished = rounds.length;
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
const table = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, count]) =>
        `  ${key.padEnd(18)} ${String(count).padStart(8)}  ${(count / games).toFixed(2)}/game`,
    )
    .join('\n');

console.log(
  `${games} games, ${players} players, seeds ${firstSeed}–${firstSeed + games - 1}, cap ${maxRounds} rounds`,
);
console.log(
  `time ${seconds.toFixed(1)} s (${(games / seconds).toFixed(1)} games/s, ${Math.round(actions / seconds)} actions/s)`,
);
console.log(
  `finished ${finished}, capped ${capped.length}${capped.length ? ` (seeds ${capped.slice(0, 20).join(', ')})` : ''}`,
);
console.log(
  `rounds: mean ${mean(rounds).toFixed(1)}, median ${median(rounds)}, min ${Math.min(...rounds)}, max ${Math.max(...rounds)}`,
);
console.log(
  `turns: mean ${mean(turns).toFixed(1)}, median ${median(turns)}; winner's points: mean ${(points / Math.max(finished, 1)).toFixed(1)}`,
);
console.log('wins by seat (clockwise from seat 0; the first player is drawn at random):');
for (const [seat, wins] of winsBySeat.entries()) {
  console.log(`  seat ${seat}  ${wins.toFixed(1).padStart(7)}  ${percent(wins, finished)}`);
}
console.log('wins by place in the turn order (1st = the first player):');
for (const [order, wins] of winsByOrder.entries()) {
  console.log(
    `  ${order + 1}${['st', 'nd', 'rd', 'th'][order]}     ${wins.toFixed(1).padStart(7)}  ${percent(wins, finished)}`,
  );
}
console.log('wins by captain (share of the games the captain played):');
for (const [captain, played] of Object.entries(gamesByCaptain).sort()) {
  const wins = winsByCaptain[captain] ?? 0;
  console.log(
    `  ${captain.padEnd(12)} ${wins.toFixed(1).padStart(7)} of ${played}  ${percent(wins, played)}`,
  );
}
console.log('events:');
console.log(table(events));
console.log('rulings fired:');
console.log(table(rules));
