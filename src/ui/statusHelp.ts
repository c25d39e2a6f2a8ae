/** A status the table shows, which explains itself in one line where it is shown. */
export type StatusKind =
  | 'cursed'
  | 'captainDown'
  | 'abilityUsed'
  | 'volleyUsed'
  | 'mustGoOn'
  | 'actionsLeft'
  | 'practiceAids';

/** Each status in one line, in the rulebook's sense (Curse, Cannon volley, Captain's ability, M3, T1). */
export const STATUS_HELP: Readonly<Record<StatusKind, string>> = {
  cursed:
    'Cursed: your captain’s ability cannot be used. Pass the curse on by hitting an opponent’s ship with a volley from your own ship.',
  captainDown:
    'Captain down: knocked off by a volley (3 coins to the shooter). It stands up on its stern when its owner’s turn starts, free.',
  abilityUsed: 'Ability used: a captain’s ability works once a turn; it is ready again next turn.',
  volleyUsed: 'Volley fired: one cannon volley a turn (it is not an action); ready again next turn.',
  mustGoOn:
    'The move must go on: no piece may stop next to the Kraken, a ship or the tower, so it sails on (still one action) until clear.',
  actionsLeft:
    'Five ship actions a turn: each sail, turn or explore uses one. The volley and the ability are not actions.',
  practiceAids:
    'Practice aids are on at this table, for everyone: while aiming, a marker shows where the strength lands and the meter its chances. Switch them in the menu (at an online table, the host chose them).',
};

/** What the turn still allows, in words ("You can still sail 3 times, fire once, and use your ability."). */
export function turnHint(left: number, volley: boolean, ability: boolean): string {
  const parts = [
    ...(left > 0 ? [`sail, turn or explore ${left === 1 ? 'once more' : `${left} more times`}`] : []),
    ...(volley ? ['fire once'] : []),
    ...(ability ? ['use your ability'] : []),
  ];
  if (parts.length === 0) return 'Nothing is left this turn: end it.';
  const last = parts.pop();
  return `You can still ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`;
}
