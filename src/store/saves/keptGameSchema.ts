import { z } from 'zod';
import type { Action } from '../../engine';
import { parseAction } from '../../engine/parseAction';
import { volleyInputSchema } from '../../physics/volleyInput';
import { type KeptAction, type KeptGame, type KeptRecord, REPLAY_FORMAT } from '../../table/keptGame';
import { gameEventSchema } from './gameEventSchema';
import { gameStateSchema, gameViewSchema, seatSchema } from './gameStateSchema';

/** A trace hash as hashText writes it: 16 hexadecimal digits. */
const hashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'a trace hash');
const keptVolleySchema = z.strictObject({ input: volleyInputSchema, hash: hashSchema });

/** An action as the engine reads one (parseAction), refused in its words when it is none. */
const actionSchema = z.unknown().transform((value, context): Action => {
  const parsed = parseAction(value);
  if ('ok' in parsed && parsed.ok === false) {
    context.addIssue({ code: 'custom', message: parsed.reason });
    return z.NEVER;
  }
  return parsed as Action;
});

export const keptActionSchema: z.ZodType<KeptAction> = z.strictObject({
  action: actionSchema,
  volley: keptVolleySchema.optional(),
}) as unknown as z.ZodType<KeptAction>;

/** A game played on a device: its first state and every action (the save keeps this as the game goes). */
export const actionsRecordSchema = z.strictObject({
  kind: z.literal('actions'),
  initial: gameStateSchema,
  actions: z.array(keptActionSchema),
});

const viewStepSchema = z.strictObject({
  view: gameViewSchema,
  events: z.array(gameEventSchema),
  volley: keptVolleySchema.nullable(),
});

export const keptRecordSchema: z.ZodType<KeptRecord> = z.discriminatedUnion('kind', [
  actionsRecordSchema,
  z.strictObject({
    kind: z.literal('views'),
    viewer: seatSchema.nullable(),
    steps: z.array(viewStepSchema).min(1),
  }),
]) as unknown as z.ZodType<KeptRecord>;

const count = z.number().int().min(0);

const playerStatsSchema = z.strictObject({
  seat: seatSchema,
  volleys: count,
  hits: count,
  landed: count,
  knockOffs: count,
  bestStreak: count,
  volleyCoins: count,
  treasurePoints: count,
  cursesTaken: count,
  cursesPassed: count,
  spacesSailed: count,
  actions: count,
  abilities: count,
  pointsByRound: z.array(count),
});

/** A kept game as a replay file holds it (and as the history stores it). */
export const keptGameSchema: z.ZodType<KeptGame> = z.strictObject({
  format: z.literal(REPLAY_FORMAT),
  version: z.number().int().positive(),
  id: z.string().min(1).max(100),
  finishedAt: z.string(),
  place: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('here') }),
    z.strictObject({ kind: z.literal('online'), code: z.string().max(20) }),
  ]),
  summary: z.strictObject({
    players: z
      .array(
        z.strictObject({
          name: z.string().min(1).max(20),
          ship: z.string().nullable(),
          captain: z.string().nullable(),
          kind: z.string().max(20),
          coins: count,
          treasures: count,
          points: count,
        }),
      )
      .min(2)
      .max(4),
    winners: z.array(seatSchema),
    rounds: count,
    actions: count,
  }),
  stats: z.array(playerStatsSchema).max(4),
  record: keptRecordSchema,
}) as unknown as z.ZodType<KeptGame>;
