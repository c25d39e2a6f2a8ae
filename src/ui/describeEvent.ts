import {
  type GameEvent,
  type GameMap,
  type HexKey,
  PIECE_WORDS,
  type PlayerView,
  SHIP_IDS,
  type ShipId,
  shipName,
} from '../engine';
import { AWARD_COINS } from '../engine/volleyOutcome';
import { CAPTAIN_INFO } from './captainInfo';
import { hexName } from './hexName';

const SOURCE_NAMES = { ship: 'their ship', kraken: 'the Kraken', tower: 'the tower' } as const;
const AWARD_NAMES = {
  none: 'hits nothing',
  hit: 'scores a hit',
  landed: 'lands a cube on board',
  knockedOff: 'knocks a captain off',
} as const;

/** A ship by its player's name where it has one: "Mary's ship". */
export function shipOwnerName(ship: ShipId, players: readonly PlayerView[]): string {
  const owner = players.find((player) => player.ship === ship);
  return owner ? `${owner.name}’s ship` : shipName(ship);
}

/** A piece of the table by its id, ships by their players' names: "Mary’s ship", "the Kraken", "the tower". */
export function pieceOwnerName(piece: string, players: readonly PlayerView[]): string {
  if (piece === 'kraken') return 'the Kraken';
  if (piece === 'tower') return 'the tower';
  const ship = SHIP_IDS.find((id) => id === piece);
  return ship ? shipOwnerName(ship, players) : piece;
}

/** The volley's result with what it hit: "hits Mary's ship", "lands a cube on board, hitting Mary's ship". */
function volleyResult(event: Extract<GameEvent, { type: 'volleyFired' }>, players: readonly PlayerView[]) {
  const hit = (event.shipsHit ?? []).map((ship) => shipOwnerName(ship, players)).join(' and ');
  if (!hit || event.best === 'none') return AWARD_NAMES[event.best];
  return event.best === 'hit' ? `hits ${hit}` : `${AWARD_NAMES[event.best]}, hitting ${hit}`;
}

const GOES_ON = ' — still too close, so the move goes on';

/** A ship's move in words: the spaces sailed and the turns made on the way (a turn sails nowhere). */
function shipMove(path: readonly string[], spaces: number): string {
  const turns = path.filter((step) => step !== 'forward');
  const turnWords =
    turns.length === 0
      ? ''
      : turns.length === 1
        ? `turns their ship ${turns[0]}`
        : `turns their ship ${turns.length} times`;
  if (spaces === 0) return turnWords || 'holds course';
  const sail = `sails ${spaces} space${spaces === 1 ? '' : 's'}`;
  return turnWords ? `${sail} and ${turnWords.replace('their ship ', '')}` : sail;
}

/**
 * One line of the game log, in plain words; null for events too small to mention. Given the map, a
 * move says where it ended ("Mary sails 2 spaces, to beside island D").
 */
export function describeEvent(
  event: GameEvent,
  players: readonly PlayerView[],
  map?: GameMap,
): string | null {
  const endedAt = (moved: boolean, hex: () => HexKey) => (map && moved ? `, to ${hexName(map, hex())}` : '');
  const name = (seat: number) => players[seat]?.name ?? `Seat ${seat + 1}`;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  switch (event.type) {
    case 'firstPlayerChosen':
      return `${name(event.seat)} will go first.`;
    case 'krakenPlaced':
      return 'The Kraken rises from the deep.';
    case 'captainChosen':
      return `${name(event.seat)} takes ${CAPTAIN_INFO[event.captain].name} and ${shipName(event.ship)}.`;
    case 'turnStarted':
      return `Round ${event.round}: ${name(event.seat)}’s turn.`;
    case 'captainReturned':
      return `${name(event.seat)}’s captain climbs back aboard.`;
    case 'shipMoved':
      return `${name(event.seat)} ${shipMove(event.path, event.hexes.length)}${endedAt(event.hexes.length > 0, () => event.to.hex)}${event.pending ? GOES_ON : ''}.`;
    case 'krakenMoved':
      return `${name(event.seat)} moves the Kraken ${plural(event.path.length, 'space')}${endedAt(event.path.length > 0, () => event.to)}${event.pending ? GOES_ON : ''}.`;
    case 'turned':
      return `${name(event.seat)} turns ${event.piece === 'ship' ? 'their ship' : `the ${PIECE_WORDS[event.piece]}`} ${event.direction}.`;
    case 'explored':
      return `${name(event.seat)} explores island ${event.island}.`;
    case 'jollyRogerDrawn':
      return `A Jolly Roger on island ${event.island}!`;
    case 'cardDrawn':
      return event.destination
        ? `${name(event.seat)} draws a card: treasure on island ${event.destination} (only you see this).`
        : `${name(event.seat)} draws a face-down card from island ${event.island}.`;
    case 'islandExhausted':
      return `Island ${event.island} has no treasure cards left.`;
    case 'islandReshuffled':
      return `Island ${event.island}’s tokens are shuffled.`;
    case 'cursed':
      return event.alreadyCursed ? `${name(event.seat)} stays cursed.` : `${name(event.seat)} is cursed!`;
    case 'curseLifted':
      return `${name(event.seat)} is free of the curse.`;
    case 'cursePassed':
      return `The curse passes from ${name(event.from)} to ${event.to.map(name).join(' and ')}.`;
    case 'treasureClaimed':
      return `${name(event.seat)} reveals a card for island ${event.destination} and claims a treasure!`;
    case 'supplyEmpty':
      return `The supply is out of ${event.item}: ${name(event.seat)} gets ${event.paid} of ${event.owed}.`;
    case 'volleyFired':
      return `${name(event.seat)} fires from ${SOURCE_NAMES[event.source]} and ${volleyResult(event, players)} (worth ${plural(AWARD_COINS[event.best], 'coin')}).`;
    case 'coinsPaid':
      return `${name(event.seat)} takes ${plural(event.coins, 'coin')}.`;
    case 'captainKnockedOff':
      return `${name(event.victim)}’s captain is knocked off the ship!`;
    case 'abilityStarted':
      return `${name(event.seat)} calls on ${CAPTAIN_INFO[event.captain].name}.`;
    case 'abilityFinished':
      return `${CAPTAIN_INFO[event.captain].name} is done (${plural(event.steps, 'step')}).`;
    case 'turnEnded':
      return null;
    case 'roundEnded':
      return `Round ${event.round} is over.`;
    case 'gameEnded':
      return 'The game is over!';
    case 'undone':
      return `${name(event.seat)} takes back the last step.`;
    default: {
      const never: never = event;
      throw new Error(`unknown event ${JSON.stringify(never)}`);
    }
  }
}
