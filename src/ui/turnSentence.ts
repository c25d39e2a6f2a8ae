import type { GameEvent, GameMap, PlayerView, Seat } from '../engine';
import { shipOwnerName } from './describeEvent';
import { hexName } from './hexName';

const FROM_SOURCE = { ship: 'their ship', kraken: 'the Kraken', tower: 'the tower' } as const;

/** The parts of a turn that say what it was for, read from its events. */
interface TurnOutline {
  /** Where the ship's last move ended, in words; null when it did not sail. */
  sailedTo: string | null;
  explored: string[];
  claimedFor: string[];
  krakenMoved: boolean;
  towerTurned: boolean;
  cursePassedTo: Seat[];
  volleys: Extract<GameEvent, { type: 'volleyFired' }>[];
  /** The volley came before anything else the turn did. */
  firedFirst: boolean;
}

function outlineOf(events: readonly GameEvent[], seat: Seat, map: GameMap): TurnOutline {
  const outline: TurnOutline = {
    sailedTo: null,
    explored: [],
    claimedFor: [],
    krakenMoved: false,
    towerTurned: false,
    cursePassedTo: [],
    volleys: [],
    firedFirst: false,
  };
  let moved = false;
  for (const event of events) {
    if (event.type === 'volleyFired' && event.seat === seat && !moved) outline.firedFirst = true;
    if (['shipMoved', 'explored', 'treasureClaimed', 'krakenMoved', 'turned'].includes(event.type))
      moved = true;
    if (event.type === 'shipMoved' && event.seat === seat && event.hexes.length > 0)
      outline.sailedTo = hexName(map, event.to.hex);
    else if (event.type === 'explored' && event.seat === seat) outline.explored.push(event.island);
    else if (event.type === 'treasureClaimed' && event.seat === seat)
      outline.claimedFor.push(event.destination);
    else if (event.type === 'krakenMoved' && event.seat === seat) outline.krakenMoved = true;
    else if (event.type === 'turned' && event.seat === seat && event.piece === 'tower')
      outline.towerTurned = true;
    else if (event.type === 'cursePassed' && event.from === seat) outline.cursePassedTo.push(...event.to);
    else if (event.type === 'volleyFired' && event.seat === seat) outline.volleys.push(event);
  }
  return outline;
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The sail and what it was for: "sails to claim the treasure of island D", "ends its sail 2 spaces north of island H". */
function voyage(outline: TurnOutline): string | null {
  const islands = (letters: readonly string[]) => listed(letters.map((letter) => `island ${letter}`));
  const sailed = outline.sailedTo !== null;
  const purposes = [
    outline.claimedFor.length > 0 &&
      `${sailed ? 'claim' : 'claims'} the treasure of ${islands(outline.claimedFor)}`,
    outline.explored.length > 0 && `${sailed ? 'explore' : 'explores'} ${islands(outline.explored)}`,
  ].filter((purpose): purpose is string => Boolean(purpose));
  if (sailed && purposes.length > 0) return `sails to ${listed(purposes)}`;
  if (sailed) return `ends its sail ${outline.sailedTo}`;
  return purposes.length > 0 ? listed(purposes) : null;
}

function volleyWords(volley: TurnOutline['volleys'][number], players: readonly PlayerView[]): string {
  const from = FROM_SOURCE[volley.source];
  const hit = (volley.shipsHit ?? []).map((ship) => shipOwnerName(ship, players));
  if (volley.best === 'none' || hit.length === 0) return `fires from ${from} and misses`;
  return `fires from ${from} at ${listed(hit)}`;
}

/**
 * What a turn was for, in one sentence from its events: "Mary sails to claim the treasure of island D,
 * moves the Kraken, then fires from the Kraken at Anne's ship." A turn that did nothing says so.
 * The log shows it for a computer's turn once the turn is over, so it never tells a move before it is seen.
 */
export function turnSentence(
  events: readonly GameEvent[],
  seat: Seat,
  players: readonly PlayerView[],
  map: GameMap,
): string {
  const outline = outlineOf(events, seat, map);
  const moves = listed(
    [
      voyage(outline),
      outline.krakenMoved && 'moves the Kraken',
      outline.towerTurned && 'turns the tower',
    ].filter((part): part is string => Boolean(part)),
  );
  const nameOf = (at: Seat) => players[at]?.name ?? `Seat ${at + 1}`;
  const curse =
    outline.cursePassedTo.length > 0
      ? `, passing the curse to ${listed(outline.cursePassedTo.map(nameOf))}`
      : '';
  const fired =
    outline.volleys.length > 0 ? listed(outline.volleys.map((v) => volleyWords(v, players))) + curse : '';
  const name = nameOf(seat);
  if (!moves && !fired) return `${name} ends the turn without a move.`;
  if (!moves || !fired) return `${name} ${moves || fired}.`;
  return outline.firedFirst ? `${name} ${fired}, then ${moves}.` : `${name} ${moves}, then ${fired}.`;
}
