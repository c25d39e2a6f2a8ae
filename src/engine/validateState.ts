import { type Board, boardOf, indexOfHex, neighborIndex } from './board';
import { SUPPLY_COINS, SUPPLY_TREASURES } from './createGame';
import { TOKENS_PER_ISLAND } from './dealTokens';
import type { GameState } from './gameState';
import { ISLAND_LETTERS } from './ids';
import { getMap } from './maps/getMap';
import { ACTIONS_PER_TURN } from './turnRules';

/** Pieces standing on the board: index by a name a reader understands. */
function piecesOf(state: GameState, board: Board): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const [ship, pose] of Object.entries(state.ships))
    if (pose) pieces.set(`the ${ship} ship`, indexOfHex(board, pose.hex));
  if (state.kraken) pieces.set('the Kraken', indexOfHex(board, state.kraken.hex));
  return pieces;
}

function checkPieces(state: GameState, board: Board): string | null {
  const pieces = piecesOf(state, board);
  const seen = new Map<number, string>();
  for (const [name, index] of pieces) {
    if (index < 0 || !board.sea[index]) return `${name} is not on a sea space of the board`;
    const other = seen.get(index);
    if (other) return `${name} and ${other} share a space`;
    seen.set(index, name);
  }
  // M3: at rest, no piece is next to another or the tower; only the piece of a pending manoeuvre may be.
  const manoeuvre = state.turn?.manoeuvre;
  const moving =
    manoeuvre?.piece === 'kraken'
      ? 'the Kraken'
      : manoeuvre
        ? `the ${state.players[state.turn?.seat ?? -1]?.ship} ship`
        : '';
  const occupied = new Map(seen);
  occupied.set(board.tower, 'the tower');
  for (const [name, index] of pieces) {
    for (let facing = 0; facing < 6; facing++) {
      const near = occupied.get(neighborIndex(board, index, facing));
      if (near && near !== name && name !== moving && near !== moving) return `${name} rests next to ${near}`;
    }
  }
  return null;
}

function checkTokens(state: GameState): string | null {
  const places = new Map<string, string>();
  for (const letter of ISLAND_LETTERS) {
    for (const id of state.islands[letter] ?? []) {
      if (!state.tokens[id]) return `Island ${letter} holds an unknown token ${id}`;
      if (places.has(id)) return `Token ${id} is in two places`;
      places.set(id, letter);
    }
  }
  for (const player of state.players) {
    for (const card of player.cards) {
      const token = state.tokens[card.tokenId];
      if (token?.kind !== 'card' || token.destination !== card.destination)
        return `${player.name} holds a card that does not exist`;
      if (card.from === card.destination) return `A card names the island it lay on`;
      if (places.has(card.tokenId)) return `Token ${card.tokenId} is in two places`;
      places.set(card.tokenId, player.name);
    }
  }
  if (Object.keys(state.tokens).length !== ISLAND_LETTERS.length * TOKENS_PER_ISLAND)
    return 'The game must have 32 tokens';
  return null;
}

/** Seats are the players' positions (S1): player i sits at seat i. */
function checkSeats(state: GameState): string | null {
  const misplaced = state.players.findIndex((player, index) => player.seat !== index);
  if (misplaced < 0) return null;
  return `Player ${misplaced + 1} sits at seat ${(state.players[misplaced]?.seat ?? 0) + 1}, not at their own`;
}

/** Each ship on the board belongs to exactly one player (S4): none that nobody chose. */
function checkShipOwners(state: GameState): string | null {
  for (const ship of Object.keys(state.ships)) {
    const owners = state.players.filter((player) => player.ship === ship).length;
    if (owners !== 1) return `The ${ship} ship on the board belongs to no player`;
  }
  return null;
}

/** Every seat a phase names is one of the players' (a seat past them leaves no action possible). */
function checkPhaseSeats(state: GameState): string | null {
  const players = state.players.length;
  const atTable = (seat: number) => seat >= 0 && seat < players;
  const { phase, firstSeat } = state;
  if (firstSeat !== null && !atTable(firstSeat))
    return `The first player's seat ${firstSeat + 1} is not at the table`;
  if (phase.kind !== 'chooseFirstPlayer' && firstSeat === null)
    return 'A game past its first step needs a first player';
  if (phase.kind === 'chooseCaptains') {
    if (!atTable(phase.nextSeat))
      return `Seat ${phase.nextSeat + 1} is to choose a captain, but is not at the table`;
    if (state.players[phase.nextSeat]?.captain)
      return `Seat ${phase.nextSeat + 1} is to choose a captain twice`;
  }
  if (phase.kind === 'ended') {
    const { scores, winners } = phase.result;
    const seats = new Set(scores.map((score) => score.seat));
    if (scores.length !== players || seats.size !== players || ![...seats].every(atTable))
      return 'The final scores must name each player once';
    if (winners.length === 0 || !winners.every(atTable)) return 'The winners must be players at the table';
  }
  return null;
}

function checkTurn(state: GameState): string | null {
  const { phase, turn } = state;
  if (phase.kind !== 'playing') return turn ? 'Only a game under way has a turn' : null;
  if (!turn || !state.players[turn.seat]) return 'A game under way needs a turn for a seat at the table';
  if (turn.actionsUsed < 0 || turn.actionsUsed > ACTIONS_PER_TURN) return 'At most five ship actions a turn';
  if (turn.ability && !turn.abilityUsed) return 'An active ability counts as used';
  if (state.players.some((player) => !player.ship || !player.captain || !state.ships[player.ship])) {
    return 'Every player needs a captain and a ship on the board';
  }
  if (turn.undoStack.some((snapshot) => (snapshot.turn?.undoStack.length ?? 0) > 0))
    return 'Undo snapshots must not nest';
  return null;
}

/**
 * Invariants a well-formed state keeps (for loading saves and for the property tests): conserved coins and
 * treasures (B3), tokens each in one place (S3), pieces on free sea and not resting next to each other (M3),
 * a consistent turn (T1), seats that are the players' positions, every seat a phase names at the table, and
 * each ship on the board owned by exactly one player. Returns the first problem as a sentence, or null.
 */
export function validateState(state: GameState): string | null {
  let board: Board;
  try {
    board = boardOf(getMap(state.mapId));
  } catch {
    return `Unknown map '${state.mapId}'`;
  }
  const coins = state.supply.coins + state.players.reduce((sum, player) => sum + player.coins, 0);
  if (coins !== SUPPLY_COINS) return `Coins do not add up: ${coins} instead of ${SUPPLY_COINS}`;
  const treasures = state.supply.treasures + state.players.reduce((sum, player) => sum + player.treasures, 0);
  if (treasures !== SUPPLY_TREASURES)
    return `Treasures do not add up: ${treasures} instead of ${SUPPLY_TREASURES}`;
  if (state.supply.coins < 0 || state.supply.treasures < 0) return 'The supply cannot be negative';
  const ships = state.players.flatMap((player) => (player.ship ? [player.ship] : []));
  const captains = state.players.flatMap((player) => (player.captain ? [player.captain] : []));
  if (new Set(ships).size !== ships.length || new Set(captains).size !== captains.length) {
    return 'Two players share a ship or a captain';
  }
  if (state.rng.length !== 4) return 'The random generator state is damaged';
  return (
    checkSeats(state) ??
    checkPhaseSeats(state) ??
    checkShipOwners(state) ??
    checkTokens(state) ??
    checkPieces(state, board) ??
    checkTurn(state)
  );
}
