import { z } from 'zod';
import { type GameMap, getMap, keyToOffset, offsetToKey } from '../engine';
import { type Facing, type HexKey, SHIP_IDS, type ShipId } from '../engine/ids';
import { boardExtent, hexWorld } from '../physics/boardLayout';
import { HEX_RADIUS_CM } from '../physics/boardSpec';
import type { OtherPiece, VolleyInput } from '../physics/volleyInput';
import { islandPlaces, poseAt, type TablePose } from './piecePoses';

/** Every piece the sandbox can place: the four ships (named by flag), the Kraken and the tower. */
export type SandboxPieceId = ShipId | 'kraken' | 'tower';
export const SANDBOX_PIECE_IDS: readonly SandboxPieceId[] = [...SHIP_IDS, 'kraken', 'tower'];

interface Placed {
  hex: HexKey;
  facing: Facing;
  /** Whether a cube on it scores (V2); the firer is never a target. */
  isTarget: boolean;
}

export type SandboxPiece = Placed &
  (
    | { kind: 'ship'; id: ShipId; captainStanding: boolean }
    | { kind: 'kraken'; id: 'kraken' }
    | { kind: 'tower'; id: 'tower' }
  );

/** A practice table as plain JSON: the board, where each piece stands, and which one fires. */
export interface SandboxLayout {
  format: 'to-glory-sandbox';
  version: 1;
  /** The standard board with its islands, or the same sea with none. */
  board: 'standard' | 'emptySea';
  firing: SandboxPieceId;
  pieces: SandboxPiece[];
}

/** The map whose spaces every sandbox board uses. */
export const SANDBOX_MAP: GameMap = getMap('standard');

export function kindOf(id: SandboxPieceId): SandboxPiece['kind'] {
  return id === 'kraken' || id === 'tower' ? id : 'ship';
}

/** Why a piece cannot stand on a space of this board (null: it can). Ships and the Kraken need sea. */
export function spaceProblem(board: SandboxLayout['board'], id: SandboxPieceId, hex: HexKey): string | null {
  const terrain = SANDBOX_MAP.terrain[hex];
  if (!terrain) return `${spaceLabel(hex)} is not a space on the board`;
  if (board === 'emptySea' || terrain.kind === 'sea') return null;
  // the tower brings its own island; it may stand on any land
  if (kindOf(id) === 'tower') return null;
  return `${spaceLabel(hex)} is land: ${id === 'kraken' ? 'the Kraken' : 'a ship'} needs sea`;
}

/** Column and row as printed in the map drawing, 1-based: what the piece list shows and takes. */
export function spaceLabel(hex: HexKey): string {
  const { col, row } = keyToOffset(hex);
  return `column ${col + 1}, row ${row + 1}`;
}

export function spaceOf(col: number, row: number): HexKey {
  return offsetToKey(col - 1, row - 1);
}

const hexKey = z.string().regex(/^-?\d+,-?\d+$/, 'must be a space key like "3,-2"') as z.ZodType<HexKey>;
const facing = z
  .number()
  .int('must be a whole number 0–5')
  .min(0, 'must be 0–5')
  .max(5, 'must be 0–5')
  .transform((value) => value as Facing);
const placed = { hex: hexKey, facing, isTarget: z.boolean() };

const pieceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ship'), id: z.enum(SHIP_IDS), captainStanding: z.boolean(), ...placed }),
  z.strictObject({ kind: z.literal('kraken'), id: z.literal('kraken'), ...placed }),
  z.strictObject({ kind: z.literal('tower'), id: z.literal('tower'), ...placed }),
]);

/** A layout file: the shape, then the table's own rules (one piece per space, sea under ships, a firer). */
export const sandboxLayoutSchema = z
  .strictObject({
    format: z.literal('to-glory-sandbox'),
    version: z.literal(1),
    board: z.enum(['standard', 'emptySea']),
    firing: z.enum(SANDBOX_PIECE_IDS as [SandboxPieceId, ...SandboxPieceId[]]),
    pieces: z.array(pieceSchema).max(SANDBOX_PIECE_IDS.length),
  })
  .superRefine((layout, ctx) => {
    const ids = new Set<string>();
    const spaces = new Map<string, string>();
    layout.pieces.forEach((piece, index) => {
      if (ids.has(piece.id))
        ctx.addIssue({ code: 'custom', path: ['pieces', index, 'id'], message: `${piece.id} appears twice` });
      ids.add(piece.id);
      const problem = spaceProblem(layout.board, piece.id, piece.hex);
      if (problem) ctx.addIssue({ code: 'custom', path: ['pieces', index, 'hex'], message: problem });
      const other = spaces.get(piece.hex);
      if (other)
        ctx.addIssue({
          code: 'custom',
          path: ['pieces', index, 'hex'],
          message: `${piece.id} and ${other} share ${spaceLabel(piece.hex)}`,
        });
      spaces.set(piece.hex, piece.id);
    });
    if (!ids.has(layout.firing))
      ctx.addIssue({
        code: 'custom',
        path: ['firing'],
        message: `the firing piece ${layout.firing} is not placed`,
      });
  });

export type LayoutResult = { ok: true; layout: SandboxLayout } | { ok: false; reason: string };

/** Parses a layout file's text; a bad file gets one clear sentence naming the field at fault. */
export function parseLayout(text: string): LayoutResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The layout file is not valid JSON.' };
  }
  const result = sandboxLayoutSchema.safeParse(json);
  if (result.success) return { ok: true, layout: result.data as SandboxLayout };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the file';
  return { ok: false, reason: `Layout not loaded: ${where}: ${issue?.message ?? 'unknown problem'}.` };
}

export function layoutJson(layout: SandboxLayout): string {
  return `${JSON.stringify(layout, null, 2)}\n`;
}

const at = (col: number, row: number) => spaceOf(col, row);

/** The game's start: ships by their home islands facing the tower, the Kraken west of the tower. */
export function standardLayout(): SandboxLayout {
  const ships = SHIP_IDS.map(
    (id): SandboxPiece => ({
      kind: 'ship',
      id,
      hex: SANDBOX_MAP.starts[id].hex,
      facing: SANDBOX_MAP.starts[id].facing,
      captainStanding: true,
      isTarget: true,
    }),
  );
  return {
    format: 'to-glory-sandbox',
    version: 1,
    board: 'standard',
    firing: 'red',
    pieces: [
      ...ships,
      { kind: 'kraken', id: 'kraken', hex: at(5, 6), facing: 0, isTarget: true },
      { kind: 'tower', id: 'tower', hex: SANDBOX_MAP.tower, facing: 3, isTarget: true },
    ],
  };
}

/** Open water: the red ship facing a blue one three spaces ahead (about strength 0.4). */
export function emptySeaLayout(): SandboxLayout {
  return {
    format: 'to-glory-sandbox',
    version: 1,
    board: 'emptySea',
    firing: 'red',
    pieces: [
      { kind: 'ship', id: 'red', hex: at(4, 6), facing: 0, captainStanding: true, isTarget: true },
      { kind: 'ship', id: 'blue', hex: at(7, 6), facing: 1, captainStanding: true, isTarget: true },
    ],
  };
}

/** Islands standing in the sea (centres, cm): the treasure and home islands of the standard board. */
export function layoutIslands(layout: SandboxLayout): { x: number; z: number }[] {
  return layout.board === 'emptySea' ? [] : islandPlaces(SANDBOX_MAP);
}

/** Where a placed piece stands on the sandbox board (world cm, radians). */
export function pieceWorld(piece: Pick<SandboxPiece, 'hex' | 'facing'>): TablePose {
  return poseAt(SANDBOX_MAP, piece.hex, piece.facing);
}

/**
 * The physics input for a volley from this table: the firer, every other piece (targets as the
 * layout says, captains standing unless knocked off earlier), the islands, strength and seed.
 */
export function layoutInput(
  layout: SandboxLayout,
  strength: number,
  seed: number,
  knocked: readonly ShipId[] = [],
): VolleyInput {
  const firer = layout.pieces.find((piece) => piece.id === layout.firing);
  if (!firer) throw new Error(`the firing piece ${layout.firing} is not on the table`);
  const firing: VolleyInput['firing'] =
    firer.kind === 'ship'
      ? { kind: 'ship', id: firer.id, ...pieceWorld(firer) }
      : { kind: firer.kind, id: firer.id, ...pieceWorld(firer) };
  const others = layout.pieces
    .filter((piece) => piece.id !== layout.firing)
    .map((piece): OtherPiece => {
      switch (piece.kind) {
        case 'ship':
          return {
            kind: 'ship',
            id: piece.id,
            ...pieceWorld(piece),
            isTarget: piece.isTarget,
            captainStanding: piece.captainStanding && !knocked.includes(piece.id),
          };
        case 'kraken':
        case 'tower':
          return { kind: piece.kind, id: piece.id, ...pieceWorld(piece), isTarget: piece.isTarget };
        default: {
          const never: never = piece;
          throw new Error(String(never));
        }
      }
    });
  return {
    firing,
    others,
    islands: layoutIslands(layout),
    strike: { strength: Math.min(1, Math.max(0, strength)) },
    seed: seed >>> 0,
    board: boardExtent(SANDBOX_MAP),
  };
}

/** The space whose centre is nearest a world point, if the point lies on the board. */
export function spaceAt(x: number, z: number): HexKey | null {
  let best: HexKey | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const hex of Object.keys(SANDBOX_MAP.terrain) as HexKey[]) {
    const centre = hexWorld(SANDBOX_MAP, hex);
    const distance = Math.hypot(centre.x - x, centre.z - z);
    if (distance < bestDistance) {
      best = hex;
      bestDistance = distance;
    }
  }
  return bestDistance <= HEX_RADIUS_CM ? best : null;
}
