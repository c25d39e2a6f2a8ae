import { VOLLEY_AWARDS } from '../engine/volleyOutcome';
import type { PieceKind } from './pieceSpec';
import type { SweepRow, ThresholdVariant } from './sweep';

const SOURCES: readonly PieceKind[] = ['ship', 'kraken', 'tower'];
/** Strength bands of the tables: [0, 0.1), …, [0.9, 1]. */
export const STRENGTH_BANDS = 10;

export const bandOf = (strength: number) =>
  Math.min(STRENGTH_BANDS - 1, Math.floor(strength * STRENGTH_BANDS));
const bandLabel = (band: number) =>
  `${(band / STRENGTH_BANDS).toFixed(1)}–${((band + 1) / STRENGTH_BANDS).toFixed(1)}`;
const pct = (part: number, whole: number) =>
  whole === 0 ? '   –  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A right-aligned markdown table. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Outcome distribution, expected coins per strength band and per source, threshold sensitivity. */
export function formatSweepSummary(rows: readonly SweepRow[], variants: readonly ThresholdVariant[]): string {
  const out: string[] = [];
  const n = rows.length;
  out.push(
    `Outcomes over ${n} volleys (ended at rest: ${rows.filter((r) => r.endReason === 'rest').length}):`,
  );
  out.push(
    table(
      ['best', 'volleys', 'share'],
      VOLLEY_AWARDS.map((a) => [
        a,
        String(rows.filter((r) => r.best === a).length),
        pct(rows.filter((r) => r.best === a).length, n),
      ]),
    ),
  );
  const cubes = rows.reduce((sum, r) => sum + r.cubes.length, 0);
  const off = rows.reduce((sum, r) => sum + r.cubesOff, 0);
  out.push(`\nCubes that left the board: ${off} of ${cubes} (${pct(off, cubes).trim()})`);
  const coins = (subset: readonly SweepRow[]) =>
    subset.length === 0 ? '–' : (subset.reduce((s, r) => s + r.coins, 0) / subset.length).toFixed(3);
  out.push('\nExpected coins per strength band and source:');
  out.push(
    table(
      ['strength', ...SOURCES, 'all'],
      [...Array(STRENGTH_BANDS).keys()].map((band) => {
        const inBand = rows.filter((r) => bandOf(r.strength) === band);
        return [
          bandLabel(band),
          ...SOURCES.map((s) => coins(inBand.filter((r) => r.source === s))),
          coins(inBand),
        ];
      }),
    ),
  );
  out.push(
    table(
      ['source', 'volleys', 'coins'],
      SOURCES.map((s) => [
        s,
        String(rows.filter((r) => r.source === s).length),
        coins(rows.filter((r) => r.source === s)),
      ]),
    ),
  );
  out.push('\nThreshold sensitivity (share of volleys whose outcome changes):');
  const fields = [...new Set(variants.map((v) => v.field))];
  const factors = [...new Set(variants.map((v) => v.factor))];
  out.push(
    table(
      ['threshold', ...factors.map((f) => `${f > 1 ? '+' : ''}${Math.round((f - 1) * 100)}%`)],
      fields.map((field) => [
        field,
        ...factors.map((factor) => {
          const k = variants.findIndex((v) => v.field === field && v.factor === factor);
          return pct(rows.filter((r) => r.changed.includes(k)).length, n);
        }),
      ]),
    ),
  );
  return out.join('\n');
}

/** Median first-landing distance (spaces) per strength and source, as a markdown table. */
export function formatCalibration(rows: readonly SweepRow[], strengths: readonly number[]): string {
  const cell = (subset: readonly SweepRow[]) => {
    const all = subset.flatMap((r) => r.landings.filter((l): l is number => l !== null));
    const m = median(all);
    return m === null ? '–' : m.toFixed(2);
  };
  return table(
    ['strength', ...SOURCES.map((s) => `${s} (spaces)`)],
    strengths.map((strength) => [
      strength.toFixed(2),
      ...SOURCES.map((s) => cell(rows.filter((r) => r.source === s && r.strength === strength))),
    ]),
  );
}
