import type { CaptainId } from '../engine';
import type { MatchRecord, PlayerKind } from './playMatch';

/** A share with its 95 % Wilson score interval. */
export interface Share {
  wins: number;
  games: number;
  share: number;
  low: number;
  high: number;
}

/** Wilson score interval (95 %) of `wins` out of `games`; wins may be fractional (shared victories, W2). */
export function wilson(wins: number, games: number, z = 1.96): Share {
  if (games <= 0) return { wins, games, share: 0, low: 0, high: 0 };
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return { wins, games, share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] as number;
}

export interface KindFigures {
  kind: PlayerKind;
  seats: number;
  win: Share;
  meanPoints: number;
  /** Share of its points that came from volley coins. */
  volleyShare: number;
  coinsPerVolley: number;
  volleys: number;
  turnMsMedian: number;
  turnMsP95: number;
  turns: number;
}

export interface ArenaSummary {
  games: number;
  capped: number;
  refusals: number;
  meanRounds: number;
  medianRounds: number;
  byKind: KindFigures[];
  /** Win share by place in the turn order (0: the first player). */
  byPlace: Share[];
  byCaptain: Partial<Record<CaptainId, Share>>;
  /** Over every seat: share of points from volleys and coins per volley. */
  volleyShare: number;
  coinsPerVolley: number;
}

/** Sums match records into the arena's figures (shared by the CLI and the Game balance panel). */
export function summarize(records: readonly MatchRecord[]): ArenaSummary {
  const kinds = new Map<
    PlayerKind,
    { seats: number; wins: number; points: number; coins: number; volleys: number; ms: number[] }
  >();
  const placeWins: number[] = [];
  const placeGames: number[] = [];
  const captainWins: Partial<Record<CaptainId, number>> = {};
  const captainGames: Partial<Record<CaptainId, number>> = {};
  let refusals = 0;
  let capped = 0;
  let allPoints = 0;
  let allCoins = 0;
  let allVolleys = 0;
  const rounds: number[] = [];
  for (const record of records) {
    refusals += record.refusals;
    if (record.capped) capped += 1;
    rounds.push(record.rounds);
    const winners = record.result?.winners ?? [];
    record.kinds.forEach((kind, seat) => {
      const share = winners.includes(seat) ? 1 / winners.length : 0;
      const entry = kinds.get(kind) ?? { seats: 0, wins: 0, points: 0, coins: 0, volleys: 0, ms: [] };
      entry.seats += 1;
      entry.wins += share;
      entry.points += record.points[seat] ?? 0;
      entry.coins += record.volleyCoins[seat] ?? 0;
      entry.volleys += record.volleys[seat] ?? 0;
      entry.ms.push(...(record.turnMs[seat] ?? []));
      kinds.set(kind, entry);
      placeWins[seat] = (placeWins[seat] ?? 0) + share;
      placeGames[seat] = (placeGames[seat] ?? 0) + 1;
      const captain = record.captains[seat];
      if (captain) {
        captainWins[captain] = (captainWins[captain] ?? 0) + share;
        captainGames[captain] = (captainGames[captain] ?? 0) + 1;
      }
      allPoints += record.points[seat] ?? 0;
      allCoins += record.volleyCoins[seat] ?? 0;
      allVolleys += record.volleys[seat] ?? 0;
    });
  }
  const byKind: KindFigures[] = [...kinds.entries()].map(([kind, e]) => ({
    kind,
    seats: e.seats,
    win: wilson(e.wins, e.seats),
    meanPoints: e.points / Math.max(1, e.seats),
    volleyShare: e.coins / Math.max(1, e.points),
    coinsPerVolley: e.coins / Math.max(1, e.volleys),
    volleys: e.volleys,
    turnMsMedian: quantile(e.ms, 0.5),
    turnMsP95: quantile(e.ms, 0.95),
    turns: e.ms.length,
  }));
  const byCaptain: Partial<Record<CaptainId, Share>> = {};
  for (const [captain, games] of Object.entries(captainGames) as [CaptainId, number][])
    byCaptain[captain] = wilson(captainWins[captain] ?? 0, games);
  return {
    games: records.length,
    capped,
    refusals,
    meanRounds: rounds.reduce((a, b) => a + b, 0) / Math.max(1, rounds.length),
    medianRounds: quantile(rounds, 0.5),
    byKind,
    byPlace: placeGames.map((games, place) => wilson(placeWins[place] ?? 0, games)),
    byCaptain,
    volleyShare: allCoins / Math.max(1, allPoints),
    coinsPerVolley: allCoins / Math.max(1, allVolleys),
  };
}

const pct = (value: number) => `${(100 * value).toFixed(1)} %`;
const ci = (share: Share) => `${pct(share.share)} [${pct(share.low)}–${pct(share.high)}]`;
const ORDINALS = ['1st', '2nd', '3rd', '4th'];

/** The summary as the arena prints it. */
export function formatSummary(summary: ArenaSummary): string {
  const lines: string[] = [];
  lines.push(
    `${summary.games} games, ${summary.capped} capped, ${summary.refusals} refused actions; rounds mean ${summary.meanRounds.toFixed(1)}, median ${summary.medianRounds}`,
  );
  lines.push(
    'player      seats  wins (95 % CI)              points  volley pts  coins/volley  turn ms median  p95',
  );
  for (const k of summary.byKind) {
    lines.push(
      `${k.kind.padEnd(10)} ${String(k.seats).padStart(6)}  ${ci(k.win).padEnd(26)} ${k.meanPoints.toFixed(1).padStart(7)}  ${pct(k.volleyShare).padStart(10)}  ${k.coinsPerVolley.toFixed(2).padStart(12)}  ${(k.turns ? k.turnMsMedian.toFixed(0) : '–').padStart(14)}  ${(k.turns ? k.turnMsP95.toFixed(0) : '–').padStart(4)}`,
    );
  }
  lines.push(
    `all seats: ${pct(summary.volleyShare)} of points from volleys, ${summary.coinsPerVolley.toFixed(2)} coins per volley`,
  );
  lines.push(
    `by place in the turn order: ${summary.byPlace.map((s, i) => `${ORDINALS[i]} ${ci(s)}`).join(', ')}`,
  );
  lines.push(
    `by captain: ${Object.entries(summary.byCaptain)
      .map(([captain, s]) => `${captain} ${ci(s as Share)} of ${(s as Share).games}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}
