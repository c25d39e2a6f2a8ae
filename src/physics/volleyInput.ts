import { z } from 'zod';
import { SHIP_IDS, type ShipId } from '../engine/ids';
import type { BoardExtent } from './boardSpec';

/** Where a piece stands: world x/z of its space's centre (cm) and yaw φ about +y (radians; forward = (cos φ, 0, −sin φ)). */
interface Placement {
  x: number;
  z: number;
  yaw: number;
}

/** The piece fired from (V1); ships are named by their flag colour. */
export type FiringPiece = Placement &
  ({ kind: 'ship'; id: ShipId } | { kind: 'kraken' | 'tower'; id: string });

/** Any other piece on the board. The firer's own ship is here when the Kraken or tower fires, never a target (V2). */
export type OtherPiece = Placement & { isTarget: boolean } & (
    | {
        kind: 'ship';
        id: ShipId /** Whether its captain stands on the stern (absent: false; V4). */;
        captainStanding?: boolean;
      }
    | { kind: 'kraken' | 'tower'; id: string }
  );

/** Everything a volley depends on, as plain JSON. */
export interface VolleyInput {
  firing: FiringPiece;
  others: OtherPiece[];
  /** Islands as obstacles (centres, cm); the tower's own island is added with the tower. */
  islands?: { x: number; z: number }[];
  strike: {
    /** How hard the lever's free end is struck, 0 (softest) to 1 (hardest). */
    strength: number;
  };
  /** Seeds the cubes' placement jitter in the cup (uint32). */
  seed: number;
  /** Extent of the board, cm; DEFAULT_BOARD when absent. */
  board?: BoardExtent;
}

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const placement = { x: finite, z: finite, yaw: finite };
const shipId = z.enum(SHIP_IDS);
const otherId = z.string().min(1);

const firingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ship'), id: shipId, ...placement }),
  z.object({ kind: z.enum(['kraken', 'tower']), id: otherId, ...placement }),
]);

const otherSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ship'),
    id: shipId,
    ...placement,
    isTarget: z.boolean(),
    captainStanding: z.boolean().optional(),
  }),
  z.object({ kind: z.enum(['kraken', 'tower']), id: otherId, ...placement, isTarget: z.boolean() }),
]);

/** Validates a VolleyInput; ids must be unique and the firer never appears among the others. */
export const volleyInputSchema = z
  .object({
    firing: firingSchema,
    others: z.array(otherSchema),
    islands: z.array(z.object({ x: finite, z: finite })).optional(),
    strike: z.object({ strength: z.number().min(0).max(1) }),
    seed: z.number().int().min(0).max(0xffffffff),
    board: z
      .object({ minX: finite, maxX: finite, minZ: finite, maxZ: finite })
      .refine((b) => b.maxX > b.minX && b.maxZ > b.minZ, 'board must have max > min')
      .optional(),
  })
  .superRefine((input, ctx) => {
    const ids = [input.firing.id, ...input.others.map((o) => o.id)];
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id))
        ctx.addIssue({
          code: 'custom',
          message: `duplicate piece id '${id}'`,
          path: ['others', i - 1, 'id'],
        });
      seen.add(id);
    });
  });

/** Parses untrusted JSON into a VolleyInput or throws an Error naming the bad field. */
export function parseVolleyInput(json: unknown): VolleyInput {
  const result = volleyInputSchema.safeParse(json);
  if (result.success) return result.data as VolleyInput;
  const issue = result.error.issues[0];
  throw new Error(
    `invalid volley input at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`,
  );
}
