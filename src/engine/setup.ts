import { type Board, indexOfHex, neighborIndex } from './board';
import { startTurn } from './endTurn';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';
import { isFacing, isHexKey } from './hex';
import { CAPTAIN_IDS, type CaptainId, SHIP_IDS, type ShipId } from './ids';
import { type Rejection, reject } from './rejection';
import { shipName } from './shipNames';
import type { TableState } from './tableState';
import { CAPTAIN_NAMES, capitalise } from './turnRules';

/** Why this seat may not be chosen as the first player (S1), or null. */
export function firstPlayerRejection(state: TableState, seat: unknown): Rejection | null {
  if (state.phase.kind !== 'chooseFirstPlayer')
    return reject('wrongPhase', 'The first player is already chosen');
  if (typeof seat !== 'number' || !state.players.some((player) => player.seat === seat)) {
    return reject('badSeat', 'Choose one of the players at the table');
  }
  return null;
}

/** chooseFirstPlayer (S1): the first player token never moves afterwards. */
export function chooseFirstPlayer(draft: GameState, seat: unknown): GameEvent[] | Rejection {
  const refused = firstPlayerRejection(draft, seat);
  if (refused) return refused;
  if (typeof seat !== 'number') return reject('badSeat', 'Choose one of the players at the table');
  draft.firstSeat = seat;
  draft.phase = { kind: 'placeKraken' };
  return [{ type: 'firstPlayerChosen', seat, undoable: false, rule: 'S1' }];
}

/** Whether a hex is, or borders, one of the given board indices. */
function onOrNextTo(board: Board, index: number, targets: number[]): boolean {
  if (targets.includes(index)) return true;
  for (let facing = 0; facing < 6; facing++)
    if (targets.includes(neighborIndex(board, index, facing))) return true;
  return false;
}

/** Hexes where the Kraken may never start on this board: on or next to the tower or a start space (S2). */
const krakenKeptOff = new WeakMap<Board, { tower: Uint8Array; starts: Uint8Array }>();

function keptOff(board: Board): { tower: Uint8Array; starts: Uint8Array } {
  let known = krakenKeptOff.get(board);
  if (!known) {
    const starts = Object.values(board.map.starts).map((pose) => indexOfHex(board, pose.hex));
    const tower = new Uint8Array(board.keys.length);
    const start = new Uint8Array(board.keys.length);
    for (let index = 0; index < board.keys.length; index++) {
      tower[index] = onOrNextTo(board, index, [board.tower]) ? 1 : 0;
      start[index] = onOrNextTo(board, index, starts) ? 1 : 0;
    }
    known = { tower, starts: start };
    krakenKeptOff.set(board, known);
  }
  return known;
}

/**
 * Why the Kraken may not start here (S2), or null. The ships are placed after the Kraken (rulebook order),
 * so it keeps clear of every start space of the map, whichever ships will be chosen.
 */
export function krakenPlacementRejection(
  state: TableState,
  board: Board,
  hex: unknown,
  facing: unknown,
): Rejection | null {
  if (state.phase.kind !== 'placeKraken')
    return reject('wrongPhase', 'The Kraken is placed once, after the first player is chosen');
  if (!isHexKey(hex) || !isFacing(facing))
    return reject('badAction', 'Give the Kraken a space and a facing 0–5');
  const index = indexOfHex(board, hex);
  if (index < 0) return reject('offBoard', 'That space is off the board');
  if (!board.sea[index]) return reject('notSea', 'The Kraken must be placed on an empty sea space');
  const off = keptOff(board);
  if (off.tower[index]) return reject('tooClose', 'The Kraken may not border the tower');
  if (off.starts[index]) {
    return reject('tooClose', "The Kraken may not be on or next to a ship's start space");
  }
  return null;
}

/** placeKraken (S2): the first player puts the Kraken on the board with a facing of their choice. */
export function placeKraken(
  draft: GameState,
  board: Board,
  hex: unknown,
  facing: unknown,
): GameEvent[] | Rejection {
  const refused = krakenPlacementRejection(draft, board, hex, facing);
  if (refused) return refused;
  if (!isHexKey(hex) || !isFacing(facing) || draft.firstSeat === null)
    return reject('badAction', 'Bad placement');
  draft.kraken = { hex, facing };
  draft.phase = { kind: 'chooseCaptains', nextSeat: draft.firstSeat };
  return [{ type: 'krakenPlaced', hex, facing, undoable: false, rule: 'S2' }];
}

/** Why this seat may not take this captain and ship (S4), or null. */
export function captainChoiceRejection(state: TableState, captain: unknown, ship: unknown): Rejection | null {
  if (state.phase.kind !== 'chooseCaptains')
    return reject('wrongPhase', 'Captains are chosen during setup only');
  if (
    !(CAPTAIN_IDS as readonly unknown[]).includes(captain) ||
    !(SHIP_IDS as readonly unknown[]).includes(ship)
  ) {
    return reject('badAction', 'Choose one of the four captains and one of the four ships');
  }
  if (state.players.some((player) => player.captain === captain)) {
    return reject('captainTaken', `${capitalise(CAPTAIN_NAMES[captain as CaptainId])} is already taken`);
  }
  if (state.players.some((player) => player.ship === ship))
    return reject('shipTaken', `${capitalise(shipName(ship as ShipId))} is already taken`);
  return null;
}

/** chooseCaptain (S4): clockwise from the first player; the last choice starts the first turn. */
export function chooseCaptain(
  draft: GameState,
  board: Board,
  captain: unknown,
  ship: unknown,
): GameEvent[] | Rejection {
  const refused = captainChoiceRejection(draft, captain, ship);
  if (refused) return refused;
  const phase = draft.phase;
  const player = phase.kind === 'chooseCaptains' ? draft.players[phase.nextSeat] : undefined;
  if (!player || draft.firstSeat === null) return reject('wrongPhase', 'No seat is choosing');
  const chosenShip = ship as ShipId;
  const chosenCaptain = captain as CaptainId;
  player.captain = chosenCaptain;
  player.ship = chosenShip;
  player.captainAt = 'stern';
  const pose = { ...board.map.starts[chosenShip] };
  draft.ships[chosenShip] = pose;
  const events: GameEvent[] = [
    {
      type: 'captainChosen',
      seat: player.seat,
      captain: chosenCaptain,
      ship: chosenShip,
      pose: { ...pose },
      undoable: false,
      rule: 'S4',
    },
  ];
  const next = (player.seat + 1) % draft.players.length;
  if (next !== draft.firstSeat) {
    draft.phase = { kind: 'chooseCaptains', nextSeat: next };
    return events;
  }
  draft.phase = { kind: 'playing' };
  return [...events, ...startTurn(draft, draft.firstSeat, 1)];
}
