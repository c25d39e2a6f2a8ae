import { z } from 'zod';
import { LEVEL_IDS } from '../captains/levels';
import { CAPTAIN_IDS, ISLAND_LETTERS, SHIP_IDS } from '../engine';
import { MAX_PATH_STEPS } from '../engine/parseAction';
import { type ClientMessage, CODE_ALPHABET, CODE_LENGTH, type JoinOptions } from '../table/onlineMessages';

/**
 * The only shapes the table room reads from a client (onlineMessages.ts). Strict objects: an extra field
 * (a seat, an outcome, a seed, a trace) is refused, not ignored, so no client can hope it is believed.
 */
const seat = z.number().int().min(0).max(3);
const hexKey = z.string().regex(/^-?\d{1,3},-?\d{1,3}$/);
const level = z.enum(LEVEL_IDS);
const name = z.string().trim().min(1, 'Give a name').max(24, 'A name is at most 24 characters');
const code = z
  .string()
  .length(CODE_LENGTH)
  .regex(new RegExp(`^[${CODE_ALPHABET}]+$`), 'Not a table code');
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Every intent a seat may send; resolveVolley is not among them (the server flies volleys itself). */
export const intentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('chooseFirstPlayer'), seat }),
  z.strictObject({
    type: z.literal('placeKraken'),
    hex: hexKey,
    facing: z.number().int().min(0).max(5),
  }),
  z.strictObject({ type: z.literal('chooseCaptain'), captain: z.enum(CAPTAIN_IDS), ship: z.enum(SHIP_IDS) }),
  z.strictObject({
    type: z.literal('moveShip'),
    path: z
      .array(z.enum(['forward', 'left', 'right']))
      .min(1)
      .max(MAX_PATH_STEPS),
  }),
  z.strictObject({ type: z.literal('moveKraken'), path: z.array(hexKey).min(1).max(MAX_PATH_STEPS) }),
  z.strictObject({
    type: z.literal('turn'),
    piece: z.enum(['ship', 'kraken', 'tower']),
    direction: z.enum(['left', 'right']),
  }),
  z.strictObject({ type: z.literal('explore'), island: z.enum(ISLAND_LETTERS) }),
  z.strictObject({ type: z.literal('startAbility') }),
  z.strictObject({ type: z.literal('finishAbility') }),
  z.strictObject({ type: z.literal('endTurn') }),
  z.strictObject({ type: z.literal('undo') }),
]);

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('act'), intent: intentSchema }),
  z.strictObject({
    type: z.literal('volley'),
    source: z.enum(['ship', 'kraken', 'tower']),
    strength: z.number().min(0).max(1),
  }),
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('giveSeat'), seat, level }),
]) satisfies z.ZodType<ClientMessage>;

export type ValidMessage = z.infer<typeof clientMessageSchema>;

const seatSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('person') }),
  z.strictObject({ kind: z.literal('computer'), level }),
]);

export const joinOptionsSchema = z.union([
  z.strictObject({
    create: z.strictObject({
      seats: z
        .array(seatSpec)
        .min(2)
        .max(4)
        .refine((seats) => seats[0]?.kind === 'person', 'The host takes the first seat'),
      name,
    }),
  }),
  z.strictObject({ code, name, seat }),
  z.strictObject({ code, token }),
  z.strictObject({ code, spectate: z.literal(true) }),
]) satisfies z.ZodType<JoinOptions>;

export type ValidJoin = z.infer<typeof joinOptionsSchema>;

/** The first problem zod found, in words for the player. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'Malformed message';
}
