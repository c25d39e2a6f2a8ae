import { VOLLEY_AWARDS, type VolleyAward } from '../../engine/volleyOutcome';
import type { PieceKind } from '../../physics/pieceSpec';
import type { SweepRow, ThresholdVariant } from '../../physics/sweep';
import { bandOf, STRENGTH_BANDS } from '../../physics/sweepSummary';
import type { Thresholds } from '../../physics/thresholds';
import type { CurvePoint, ScoredRow } from './batchCore';

/** Rows from any number of workers, in volley order (the same whatever the split). */
export function mergeRows(parts: readonly (readonly ScoredRow[])[]): ScoredRow[] {
  const byIndex = new Map<number, ScoredRow>();
  for (const part of parts) for (const scored of part) byIndex.set(scored.row.index, scored);
  return [...byIndex.values()].sort((a, b) => a.row.index - b.row.index);
}

/** Curve sums from any number of workers: integer counts, so the order of addition cannot matter. */
export function sumCurves(parts: readonly (readonly CurvePoint[])[]): CurvePoint[] {
  const first = parts.find((part) => part.length > 0) ?? [];
  return first.map((point, k) => ({
    value: point.value,
    volleys: parts.reduce((sum, part) => sum + (part[k]?.volleys ?? 0), 0),
    changed: parts.reduce((sum, part) => sum + (part[k]?.changed ?? 0), 0),
    coins: parts.reduce((sum, part) => sum + (part[k]?.coins ?? 0), 0),
  }));
}

export const bandLabel = (band: number) =>
  `${(band / STRENGTH_BANDS).toFixed(1)}–${((band + 1) / STRENGTH_BANDS).toFixed(1)}`;

const BANDS = [...Array(STRENGTH_BANDS).keys()];
const SOURCES: readonly PieceKind[] = ['ship', 'kraken', 'tower'];

export interface OutcomeShare {
  band: string;
  best: VolleyAward;
  volleys: number;
  share: number;
}

/** Share of each best award per strength band (the tune's outcome table, split by strength). */
export function outcomeShares(rows: readonly SweepRow[]): OutcomeShare[] {
  return BANDS.flatMap((band) => {
    const inBand = rows.filter((r) => bandOf(r.strength) === band);
    return VOLLEY_AWARDS.map((best) => {
      const volleys = inBand.filter((r) => r.best === best).length;
      return { band: bandLabel(band), best, volleys, share: inBand.length ? volleys / inBand.length : 0 };
    });
  });
}

export interface CoinsPoint {
  band: string;
  /** Middle of the band, 0–1. */
  strength: number;
  source: PieceKind | 'all';
  volleys: number;
  coins: number;
}

/** Expected coins per strength band and source, as in the tune's table (empty cells left out). */
export function expectedCoins(rows: readonly SweepRow[]): CoinsPoint[] {
  return BANDS.flatMap((band) => {
    const inBand = rows.filter((r) => bandOf(r.strength) === band);
    return [...SOURCES, 'all' as const].flatMap((source) => {
      const subset = source === 'all' ? inBand : inBand.filter((r) => r.source === source);
      if (subset.length === 0) return [];
      const coins = subset.reduce((sum, r) => sum + r.coins, 0) / subset.length;
      return [
        {
          band: bandLabel(band),
          strength: (band + 0.5) / STRENGTH_BANDS,
          source,
          volleys: subset.length,
          coins,
        },
      ];
    });
  });
}

export interface SensitivityPoint {
  field: keyof Thresholds;
  /** Change of the threshold, −25 … +25 %. */
  percent: number;
  share: number;
}

/** Each threshold's sensitivity: the share of volleys whose outcome changes as it moves (0 at no move). */
export function sensitivity(
  rows: readonly SweepRow[],
  variants: readonly ThresholdVariant[],
): SensitivityPoint[] {
  const fields = [...new Set(variants.map((v) => v.field))];
  return fields.flatMap((field) => {
    const points = variants
      .map((variant, k) => ({ variant, k }))
      .filter(({ variant }) => variant.field === field)
      .map(({ variant, k }) => ({
        field,
        percent: Math.round((variant.factor - 1) * 100),
        share: rows.length ? rows.filter((r) => r.changed.includes(k)).length / rows.length : 0,
      }));
    return [...points, { field, percent: 0, share: 0 }].sort((a, b) => a.percent - b.percent);
  });
}
