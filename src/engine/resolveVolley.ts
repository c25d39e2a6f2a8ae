import type { Board } from './board';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';
import { SHIP_IDS, type ShipId, type VolleySource } from './ids';
import { isRejection, type Rejection, reject } from './rejection';
import type { TableState } from './tableState';
import { abilityActiveRejection, currentTurn, manoeuvrePendingRejection } from './turnRules';
import { AWARD_COINS, VOLLEY_AWARDS, type VolleyOutcome } from './volleyOutcome';

const SOURCES: readonly string[] = ['ship', 'kraken', 'tower'];

function isShipList(value: unknown): value is ShipId[] {
  return (
    Array.isArray(value) &&
    value.every((ship) => (SHIP_IDS as readonly unknown[]).includes(ship)) &&
    new Set(value).size === value.length
  );
}

/** Why no volley may be fired now (T2, T3, M3: once a turn, between actions, not mid-ability), or null. */
export function volleyTimingRejection(state: TableState, board: Board): Rejection | null {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { turn } = context;
  const blocked = manoeuvrePendingRejection(state, board, turn) ?? abilityActiveRejection(turn);
  if (blocked) return blocked;
  if (turn.volleyUsed) return reject('volleyUsed', 'Only one cannon volley per turn');
  return null;
}

/** Why the piece cannot fire (V1: your own ship, the Kraken or the tower, if on the board), or null. */
export function sourceRejection(state: TableState, source: VolleySource): Rejection | null {
  const player = state.turn ? state.players[state.turn.seat] : undefined;
  switch (source) {
    case 'ship':
      return player?.ship && state.ships[player.ship]
        ? null
        : reject('wrongPhase', 'You have no ship on the board to fire from');
    case 'kraken':
      return state.kraken ? null : reject('wrongPhase', 'The Kraken is not on the board');
    case 'tower':
      return null;
    default: {
      const never: never = source;
      return reject('badVolley', `No volley is fired from ${typeof never}`);
    }
  }
}

/** Why a volley cannot be resolved now, or why this outcome cannot be true (V1–V4), or null. */
export function volleyRejection(state: TableState, board: Board, outcome: unknown): Rejection | null {
  const timing = volleyTimingRejection(state, board);
  if (timing) return timing;
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { player } = context;
  const volley = outcome as Partial<VolleyOutcome> | null;
  if (
    typeof volley !== 'object' ||
    volley === null ||
    !SOURCES.includes(volley.source as string) ||
    !(VOLLEY_AWARDS as readonly unknown[]).includes(volley.best) ||
    !isShipList(volley.captainsKnockedOff) ||
    !isShipList(volley.shipsHit)
  ) {
    return reject('badVolley', 'That volley report is malformed');
  }
  const noSource = sourceRejection(state, volley.source as VolleySource);
  if (noSource) return noSource;
  const opponents = new Set(
    state.players.flatMap((other) => (other.seat !== player.seat && other.ship ? [other.ship] : [])),
  );
  if (![...volley.shipsHit, ...volley.captainsKnockedOff].every((ship) => opponents.has(ship))) {
    return reject(
      'badVolley',
      "Only opponents' ships in the game can be hit; your own ship is never a target",
    );
  }
  const standing = volley.captainsKnockedOff.every(
    (ship) => state.players.find((other) => other.ship === ship)?.captainAt === 'stern',
  );
  if (!standing) return reject('badVolley', 'A captain that is already down cannot be knocked off');
  if ((volley.best === 'knockedOff') !== volley.captainsKnockedOff.length > 0) {
    return reject('badVolley', 'A knocked-off captain is the best award, and only then');
  }
  if (volley.best === 'none' && volley.shipsHit.length > 0) {
    return reject('badVolley', 'A volley that hit a ship is worth at least a hit');
  }
  return null;
}

/** resolveVolley (T2, V1–V5, B3): pays the best award once; not a ship action. */
export function resolveVolley(draft: GameState, board: Board, outcome: unknown): GameEvent[] | Rejection {
  const refused = volleyRejection(draft, board, outcome);
  if (refused) return refused;
  const turn = draft.turn;
  const firer = turn && draft.players[turn.seat];
  if (!turn || !firer) return reject('wrongPhase', 'No turn is under way');
  const volley = outcome as VolleyOutcome;
  const seat = turn.seat;
  turn.volleyUsed = true;
  const events: GameEvent[] = [
    {
      type: 'volleyFired',
      seat,
      source: volley.source,
      best: volley.best,
      shipsHit: [...volley.shipsHit],
      undoable: false,
      rule: 'V3',
    },
  ];
  const owed = AWARD_COINS[volley.best];
  const paid = Math.min(owed, draft.supply.coins);
  draft.supply.coins -= paid;
  firer.coins += paid;
  if (paid > 0) events.push({ type: 'coinsPaid', seat, coins: paid, undoable: false, rule: 'V3' });
  if (paid < owed)
    events.push({ type: 'supplyEmpty', seat, item: 'coins', owed, paid, undoable: false, rule: 'B3' });
  for (const ship of volley.captainsKnockedOff) {
    const victim = draft.players.find((other) => other.ship === ship);
    if (!victim) continue;
    victim.captainAt = 'down';
    events.push({ type: 'captainKnockedOff', seat, victim: victim.seat, ship, undoable: false, rule: 'V4' });
  }
  // V5: only a cursed captain firing from their own ship passes the curse, to every opponent hit.
  const hit = new Set([...volley.shipsHit, ...volley.captainsKnockedOff]);
  if (firer.cursed && volley.source === 'ship' && hit.size > 0) {
    firer.cursed = false;
    events.push({ type: 'curseLifted', seat, undoable: false, rule: 'V5' });
    const victims = draft.players.filter((other) => other.ship !== null && hit.has(other.ship));
    for (const victim of victims) {
      events.push({
        type: 'cursed',
        seat: victim.seat,
        cause: 'volley',
        alreadyCursed: victim.cursed,
        undoable: false,
        rule: 'V5',
      });
      victim.cursed = true;
    }
    events.push({
      type: 'cursePassed',
      from: seat,
      to: victims.map((v) => v.seat),
      undoable: false,
      rule: 'V5',
    });
  }
  return events;
}
