import type { Facing } from '../engine/ids';
import { facingYaw } from './boardLayout';
import { SPACE_CM } from './boardSpec';
import type { PieceKind } from './pieceSpec';
import { calibrationInput } from './sweep';
import { table } from './sweepSummary';
import type { VolleyInput } from './volleyInput';

/** Distances of the skill table, spaces straight ahead of the firer. */
export const SKILL_DISTANCES: readonly number[] = [2, 3, 4, 5, 6, 7];
/** Strength step of the skill table. */
export const SKILL_STEP = 0.02;
/** Share of volleys that must score for a strength to be inside the band. */
export const SKILL_SHARE = 0.8;

/**
 * An open-sea volley at one target ship `distance` spaces straight ahead of the firer (facing +x),
 * its captain standing. The target's facing cycles with the seed index (k mod 6), so every run of
 * six seeds sees it in all six facings.
 */
export function skillInput(
  source: PieceKind,
  distance: number,
  strength: number,
  k: number,
  seed: number,
): VolleyInput {
  const input = calibrationInput(source, strength, seed);
  const facing = (k % 6) as Facing;
  return {
    ...input,
    others: [
      {
        kind: 'ship',
        id: source === 'ship' ? 'blue' : 'red',
        x: distance * SPACE_CM,
        z: 0,
        yaw: facingYaw(facing),
        isTarget: true,
        captainStanding: true,
      },
    ],
  };
}

/** One volley of the skill table: did it score (any award on the target)? */
export interface SkillRow {
  index: number;
  source: PieceKind;
  distance: number;
  strength: number;
  scored: boolean;
}

/** The widest run of strengths in which at least SKILL_SHARE of the volleys scored. */
export interface SkillBand {
  source: PieceKind;
  distance: number;
  /** Lowest and highest strength of the run, or null when no strength reaches the share. */
  from: number | null;
  to: number | null;
  /** to − from (0 for a single strength), strength units. */
  width: number;
  /** Best share at any one strength. */
  bestShare: number;
}

export function skillBands(rows: readonly SkillRow[]): SkillBand[] {
  const groups = new Map<string, SkillRow[]>();
  for (const row of rows) {
    const key = `${row.source}|${row.distance}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const bands: SkillBand[] = [];
  for (const group of groups.values()) {
    const first = group[0] as SkillRow;
    const strengths = [...new Set(group.map((r) => r.strength))].sort((a, b) => a - b);
    const share = strengths.map((s) => {
      const at = group.filter((r) => r.strength === s);
      return at.filter((r) => r.scored).length / at.length;
    });
    let best: [number, number] | null = null;
    let start = -1;
    share.forEach((value, i) => {
      if (value >= SKILL_SHARE) {
        if (start < 0) start = i;
        const width = (strengths[i] as number) - (strengths[start] as number);
        if (!best || width > (strengths[best[1]] as number) - (strengths[best[0]] as number))
          best = [start, i];
      } else start = -1;
    });
    const run = best as [number, number] | null;
    const from = run ? (strengths[run[0]] as number) : null;
    const to = run ? (strengths[run[1]] as number) : null;
    bands.push({
      source: first.source,
      distance: first.distance,
      from,
      to,
      width: from === null || to === null ? 0 : Math.round((to - from) * 1000) / 1000,
      bestShare: Math.max(...share),
    });
  }
  return bands.sort((a, b) => a.source.localeCompare(b.source) || a.distance - b.distance);
}

/** The bands as a markdown table: per distance and source, the band and its width. */
export function formatSkill(bands: readonly SkillBand[]): string {
  const sources = [...new Set(bands.map((b) => b.source))];
  const distances = [...new Set(bands.map((b) => b.distance))].sort((a, b) => a - b);
  const cell = (band: SkillBand | undefined) =>
    !band || band.from === null || band.to === null
      ? `– (best ${(100 * (band?.bestShare ?? 0)).toFixed(0)}%)`
      : `${band.from.toFixed(2)}–${band.to.toFixed(2)} (${band.width.toFixed(2)})`;
  return table(
    ['spaces', ...sources.map((s) => `${s}: band (width)`)],
    distances.map((d) => [
      String(d),
      ...sources.map((s) => cell(bands.find((b) => b.source === s && b.distance === d))),
    ]),
  );
}
