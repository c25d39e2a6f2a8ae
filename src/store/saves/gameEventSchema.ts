import { z } from 'zod';
import type { GameEvent, GameEventType } from '../../engine/gameEvent';
import { RULE_IDS } from '../../engine/gameEvent';
import { CAPTAIN_IDS, ISLAND_LETTERS, SHIP_IDS } from '../../engine/ids';
import { VOLLEY_AWARDS } from '../../engine/volleyOutcome';
import { facingSchema, gameResultSchema, hexKeySchema, poseSchema, seatSchema } from './gameStateSchema';

/**
 * Structural validation of a saved log entry's event. One schema per event type, keyed by the engine's
 * own type names: a type added to GameEvent without a schema here, or a field that drifts, fails the
 * type check (see the assertions at the bottom).
 */
const count = z.number().int().min(0);
const shipId = z.enum(SHIP_IDS);
const captainId = z.enum(CAPTAIN_IDS);
const island = z.enum(ISLAND_LETTERS);
const cost = z.enum(['action', 'ability', 'continuation']);
const direction = z.enum(['left', 'right']);

function event<const Type extends GameEventType, Shape extends z.ZodRawShape>(type: Type, shape: Shape) {
  return z.strictObject({
    type: z.literal(type),
    undoable: z.boolean(),
    rule: z.enum(RULE_IDS).optional(),
    ...shape,
  });
}

const EVENT_SCHEMAS = {
  firstPlayerChosen: event('firstPlayerChosen', { seat: seatSchema }),
  krakenPlaced: event('krakenPlaced', { hex: hexKeySchema, facing: facingSchema }),
  captainChosen: event('captainChosen', {
    seat: seatSchema,
    captain: captainId,
    ship: shipId,
    pose: poseSchema,
  }),
  turnStarted: event('turnStarted', { seat: seatSchema, round: count }),
  captainReturned: event('captainReturned', { seat: seatSchema, ship: shipId }),
  shipMoved: event('shipMoved', {
    seat: seatSchema,
    ship: shipId,
    path: z.array(z.enum(['forward', 'left', 'right'])),
    hexes: z.array(hexKeySchema),
    from: poseSchema,
    to: poseSchema,
    pending: z.boolean(),
    cost,
    actionsUsed: count,
  }),
  krakenMoved: event('krakenMoved', {
    seat: seatSchema,
    path: z.array(hexKeySchema),
    from: hexKeySchema,
    to: hexKeySchema,
    pending: z.boolean(),
    cost,
    actionsUsed: count,
  }),
  turned: event('turned', {
    seat: seatSchema,
    piece: z.enum(['ship', 'kraken', 'tower']),
    direction,
    from: facingSchema,
    to: facingSchema,
    cost,
    actionsUsed: count,
  }),
  explored: event('explored', { seat: seatSchema, island, actionsUsed: count }),
  jollyRogerDrawn: event('jollyRogerDrawn', { seat: seatSchema, island, tokenId: z.string() }),
  cardDrawn: event('cardDrawn', {
    seat: seatSchema,
    island,
    tokenId: z.string(),
    destination: island.nullable(),
  }),
  islandExhausted: event('islandExhausted', { seat: seatSchema, island }),
  islandReshuffled: event('islandReshuffled', { island, tokens: count }),
  cursed: event('cursed', {
    seat: seatSchema,
    cause: z.enum(['jollyRoger', 'volley']),
    alreadyCursed: z.boolean(),
  }),
  curseLifted: event('curseLifted', { seat: seatSchema }),
  cursePassed: event('cursePassed', { from: seatSchema, to: z.array(seatSchema) }),
  treasureClaimed: event('treasureClaimed', {
    seat: seatSchema,
    tokenId: z.string(),
    from: island,
    destination: island,
  }),
  supplyEmpty: event('supplyEmpty', {
    seat: seatSchema,
    item: z.enum(['coins', 'treasures']),
    owed: count,
    paid: count,
  }),
  volleyFired: event('volleyFired', {
    seat: seatSchema,
    source: z.enum(['ship', 'kraken', 'tower']),
    best: z.enum(VOLLEY_AWARDS),
    shipsHit: z.array(shipId).optional(),
  }),
  coinsPaid: event('coinsPaid', { seat: seatSchema, coins: count }),
  captainKnockedOff: event('captainKnockedOff', { seat: seatSchema, victim: seatSchema, ship: shipId }),
  abilityStarted: event('abilityStarted', { seat: seatSchema, captain: captainId }),
  abilityFinished: event('abilityFinished', {
    seat: seatSchema,
    captain: captainId,
    steps: count,
    auto: z.boolean(),
  }),
  turnEnded: event('turnEnded', { seat: seatSchema, round: count, actionsUsed: count }),
  roundEnded: event('roundEnded', { round: count }),
  gameEnded: event('gameEnded', { result: gameResultSchema }),
  undone: event('undone', { seat: seatSchema, remaining: count }),
};

// every event type has its schema, and each schema's output is that event (both checked by tsc)
type Schemas = typeof EVENT_SCHEMAS;
type Parsed<Type extends GameEventType> = z.output<Schemas[Type]>;
const exhaustive: { [Type in GameEventType]: z.ZodType<Extract<GameEvent, { type: Type }>> } = EVENT_SCHEMAS;
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
type AllFaithful = {
  [Type in GameEventType]: SameKeys<Extract<GameEvent, { type: Type }>, Parsed<Type>>;
}[GameEventType];
const faithful: AllFaithful extends true ? true : never = true;
void exhaustive;
void faithful;

export const gameEventSchema = z.discriminatedUnion(
  'type',
  Object.values(EVENT_SCHEMAS) as unknown as [Schemas[GameEventType], ...Schemas[GameEventType][]],
) as unknown as z.ZodType<GameEvent>;

/** One entry of the game log as the store keeps it. */
export const logEntrySchema: z.ZodType<LogEntry> = z.strictObject({
  seq: z.number().int().min(1),
  round: count,
  event: gameEventSchema,
});

export interface LogEntry {
  seq: number;
  round: number;
  event: GameEvent;
}
