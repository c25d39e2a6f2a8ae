import { z } from 'zod';
import type { GameState } from '../../engine/gameState';
import { CAPTAIN_IDS, ISLAND_LETTERS, SHIP_IDS } from '../../engine/ids';

/** The longest player name setup accepts; a save naming a longer one is refused. */
export const MAX_NAME_LENGTH = 20;

/** Structural validation of a saved game; typed against GameState so the two cannot drift apart. */
export const hexKeySchema = z
  .string()
  .regex(/^-?\d+,-?\d+$/, 'a hex key "q,r"') as unknown as z.ZodType<`${number},${number}`>;
export const facingSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export const seatSchema = z.number().int().min(0).max(3);
const seat = seatSchema;
const facing = facingSchema;
const hexKey = hexKeySchema;
const count = z.number().int().min(0);
const shipId = z.enum(SHIP_IDS);
const captainId = z.enum(CAPTAIN_IDS);
const island = z.enum(ISLAND_LETTERS);
export const poseSchema = z.object({ hex: hexKey, facing });
const pose = poseSchema;

const player = z.object({
  seat,
  name: z.string().min(1).max(MAX_NAME_LENGTH),
  ship: shipId.nullable(),
  captain: captainId.nullable(),
  captainAt: z.enum(['stern', 'track', 'down']),
  cursed: z.boolean(),
  coins: count,
  treasures: count,
  cards: z.array(z.object({ tokenId: z.string(), from: island, destination: island })),
});

export const gameResultSchema = z.object({
  scores: z.array(z.object({ seat, coins: count, treasures: count, points: count })),
  winners: z.array(seat),
});

const phase = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chooseFirstPlayer') }),
  z.object({ kind: z.literal('placeKraken') }),
  z.object({ kind: z.literal('chooseCaptains'), nextSeat: seat }),
  z.object({ kind: z.literal('playing') }),
  z.object({ kind: z.literal('ended'), result: gameResultSchema }),
]);

const token = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), destination: island }),
  z.object({ kind: z.literal('jollyRoger') }),
]);

export const gameStateSchema: z.ZodType<GameState> = z.lazy(() =>
  z.object({
    version: z.literal(1),
    mapId: z.string(),
    options: z.object({ jollyRogersPerIsland: z.number().int().min(0).max(4) }),
    phase,
    players: z.array(player).min(2).max(4),
    firstSeat: seat.nullable(),
    ships: z.partialRecord(shipId, pose),
    kraken: pose.nullable(),
    towerFacing: facing,
    islands: z.record(island, z.array(z.string())),
    tokens: z.record(z.string(), token),
    supply: z.object({ coins: count, treasures: count }),
    turn: z
      .object({
        seat,
        round: z.number().int().min(1),
        actionsUsed: z.number().int().min(0).max(5),
        volleyUsed: z.boolean(),
        abilityUsed: z.boolean(),
        ability: z.object({ captain: captainId, stepsTaken: z.number().int().min(0).max(2) }).nullable(),
        manoeuvre: z
          .object({
            piece: z.enum(['ship', 'kraken']),
            byAbility: z.boolean(),
            steps: z.number().int().min(0),
          })
          .nullable(),
        undoStack: z.array(gameStateSchema),
      })
      .nullable(),
    rng: z.array(z.number()),
  }),
);
