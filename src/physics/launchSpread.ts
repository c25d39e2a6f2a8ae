import type { Facing } from '../engine/ids';
import { facingYaw } from './boardLayout';
import { cubeLandings } from './landing';
import type { PieceKind } from './pieceSpec';
import { calibrationInput } from './sweep';
import { median, table } from './sweepSummary';
import type { VolleyTrace } from './traceTypes';
import type { VolleyInput } from './volleyInput';

/** The six facings of the spread table. */
export const SPREAD_FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];
/** Strengths of the spread table: 0, 0.1, …, 1. */
export const SPREAD_STRENGTHS: readonly number[] = Array.from({ length: 11 }, (_, i) => i / 10);

/** An open-sea volley from the origin in one of the six facings. */
export function spreadInput(source: PieceKind, strength: number, facing: Facing, seed: number): VolleyInput {
  const input = calibrationInput(source, strength, seed);
  return { ...input, firing: { ...input.firing, yaw: facingYaw(facing) } };
}

/** One cube's flight in an open-sea volley. */
export interface SlotFlight {
  /** Its cup slot (the cube's index). */
  slot: number;
  /** First landing, spaces from the firer's centre; null when it never came down off the firer. */
  spaces: number | null;
  /** Whether it left the cup downward: it first came down on its own firer (its deck, body or post), or never came down. */
  downward: boolean;
}

/** Each cube's landing and whether it left the cup downward. */
export function slotFlights(trace: VolleyTrace): SlotFlight[] {
  const firer = trace.input.firing.id;
  const colliders = new Map<number, number>();
  trace.colliders.forEach((owner, index) => {
    if (owner.kind === 'cube') colliders.set(owner.body, index);
  });
  return cubeLandings(trace).map((landing) => {
    const body = trace.bodies.findIndex((b) => b.kind === 'cube' && b.cube === landing.cube);
    const collider = colliders.get(body);
    const firstOnFirer =
      landing.step !== null &&
      trace.touches.some(([a, b, from]) => {
        if (from !== landing.step || (a !== collider && b !== collider)) return false;
        const owner = trace.colliders[a === collider ? b : a];
        return owner?.kind === 'piece' && owner.piece === firer;
      });
    return { slot: landing.cube, spaces: landing.spaces, downward: landing.step === null || firstOnFirer };
  });
}

/** Quartiles of a list (linear interpolation), or null when empty. */
export function quartiles(values: readonly number[]): { q1: number; q2: number; q3: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const pos = p * (sorted.length - 1);
    const low = Math.floor(pos);
    const high = Math.min(sorted.length - 1, low + 1);
    return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (pos - low);
  };
  return { q1: at(0.25), q2: at(0.5), q3: at(0.75) };
}

/** One open-sea volley's flights, tagged with what the table groups by. */
export interface SpreadRow {
  index: number;
  source: PieceKind;
  strength: number;
  facing: Facing;
  flights: SlotFlight[];
}

/** One cell of the spread table: a source, a strength, a slot, over every facing and seed. */
export interface SpreadCell {
  source: PieceKind;
  strength: number;
  slot: number;
  /** Median landing over all facings and seeds, spaces. */
  median: number | null;
  /** Largest interquartile range of the landing in any one facing (over its seeds), spaces. */
  worstIqr: number;
  /** Cubes of this slot that left the cup downward or never came down. */
  downward: number;
  volleys: number;
}

/** Groups flights into cells: median over everything, IQR per facing (the worst one kept). */
export function spreadCells(rows: readonly SpreadRow[]): SpreadCell[] {
  const groups = new Map<string, SpreadRow[]>();
  for (const row of rows) {
    const key = `${row.source}|${row.strength}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const cells: SpreadCell[] = [];
  for (const group of groups.values()) {
    const first = group[0] as SpreadRow;
    for (let slot = 0; slot < first.flights.length; slot++) {
      const flights = group.map((row) => row.flights[slot] as SlotFlight);
      const landed = flights.map((f) => f.spaces).filter((s): s is number => s !== null);
      let worstIqr = 0;
      for (const facing of SPREAD_FACINGS) {
        const spaces = group
          .filter((row) => row.facing === facing)
          .map((row) => row.flights[slot]?.spaces)
          .filter((s): s is number => s !== null && s !== undefined);
        const q = quartiles(spaces);
        if (q) worstIqr = Math.max(worstIqr, q.q3 - q.q1);
      }
      cells.push({
        source: first.source,
        strength: first.strength,
        slot,
        median: median(landed),
        worstIqr,
        downward: flights.filter((f) => f.downward || f.spaces === null).length,
        volleys: group.length,
      });
    }
  }
  return cells.sort((a, b) => a.source.localeCompare(b.source) || a.strength - b.strength || a.slot - b.slot);
}

/** Per source, a markdown table: per strength and slot the median landing, the worst facing's IQR, the cubes that fell. */
export function formatSpread(cells: readonly SpreadCell[]): string {
  const out: string[] = [];
  for (const source of [...new Set(cells.map((c) => c.source))]) {
    const mine = cells.filter((c) => c.source === source);
    const slots = [...new Set(mine.map((c) => c.slot))];
    const strengths = [...new Set(mine.map((c) => c.strength))];
    const volleys = mine[0]?.volleys ?? 0;
    out.push(
      `\n${source}: landing, spaces: median of ${volleys} volleys (IQR of the worst facing); fell: left the cup downward or never came down`,
    );
    out.push(
      table(
        ['strength', ...slots.map((s) => `slot ${s}`), 'worst IQR', 'fell'],
        strengths.map((strength) => {
          const row = mine.filter((c) => c.strength === strength);
          return [
            strength.toFixed(1),
            ...row.map((c) => `${c.median === null ? '–' : c.median.toFixed(2)} (${c.worstIqr.toFixed(2)})`),
            Math.max(...row.map((c) => c.worstIqr)).toFixed(2),
            String(row.reduce((sum, c) => sum + c.downward, 0)),
          ];
        }),
      ),
    );
  }
  return out.join('\n');
}
