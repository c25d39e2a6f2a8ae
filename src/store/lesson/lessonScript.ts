import type { ActionIntent } from '../../engine';

/** A move as the lesson tells them apart: an action's type, a turn by its piece, or firing a volley. */
export type LessonMove =
  | Exclude<ActionIntent['type'], 'turn'>
  | 'turnShip'
  | 'turnKraken'
  | 'turnTower'
  | 'fire';

/** The lesson's name for an intent (firing goes through the same door as the actions). */
export function lessonMoveOf(intent: ActionIntent | { type: 'fire' }): LessonMove {
  if (intent.type !== 'turn') return intent.type;
  switch (intent.piece) {
    case 'ship':
      return 'turnShip';
    case 'kraken':
      return 'turnKraken';
    case 'tower':
      return 'turnTower';
    default: {
      const never: never = intent.piece;
      return never;
    }
  }
}

/**
 * One step of the lesson: what it says, what the learner must do, and where it points. Its words may
 * name a control's key as `{W}` (shown only where a keyboard is at hand) and a word that differs by
 * device as `[press|tap]` (lessonWords.ts reads them); the hint is plain words for every device.
 */
export interface LessonStep {
  id: string;
  title: string;
  /** What to do and why, in a sentence or two. */
  text: string;
  /** What it says instead while the learner is cursed (the curse is theirs to see and to pass on). */
  cursedText?: string;
  /** The moves that finish the step; empty: a reading step, finished by "Next". */
  expects: readonly LessonMove[];
  /** Moves also accepted on the way (they do not finish the step): sailing towards an island. */
  allows: readonly LessonMove[];
  /** Said when anything else is tried: what the step is waiting for. */
  hint: string;
  /** The control or place it points at (a test id of the table's controls), if any. */
  pointAt: string | null;
}

/** The lesson's game: always the same deal, you in seat 1 against a Deckhand. */
export const LESSON_SEED = 4242;

const step = (
  id: string,
  title: string,
  text: string,
  expects: readonly LessonMove[],
  hint: string,
  pointAt: string | null = null,
  allows: readonly LessonMove[] = [],
): LessonStep => ({ id, title, text, expects, allows, hint, pointAt });

/** Always fine during a turn step: undo (a learner may take a move back). */
const UNDO: readonly LessonMove[] = ['undo'];

/** The lesson, in order. Moves not listed at a step are refused with its hint. */
export const LESSON: readonly LessonStep[] = [
  step(
    'welcome',
    'Welcome aboard',
    'To Glory! is a race for treasure. You sail, explore islands for treasure cards and fire volleys of cubes for coins. This lesson plays a real table: you make every move.',
    [],
    'Press Next to begin.',
  ),
  step(
    'kraken',
    'Place the Kraken',
    'The first player places the Kraken on a glowing sea space: never beside a ship or the tower. Choose its facing, then [click|tap] a glowing space[ (or move the cursor with the arrow keys and press Enter)|].',
    ['placeKraken'],
    'First place the Kraken on one of the glowing spaces.',
    'kraken-placement',
  ),
  step(
    'sail',
    'Sail',
    'Your ship sails one space straight ahead for one action; you have five actions a turn. [Press|Tap] Sail{W}.',
    ['moveShip'],
    'Sail one space forward: the Sail button.',
    'ship-forward',
    UNDO,
  ),
  step(
    'mustGoOn',
    'The move must go on',
    'No piece may stop next to the Kraken, a ship or the tower: a move that would, goes on (still one action) until clear. When it happens, a yellow note says so and offers the shortest way out.',
    [],
    'Press Next when you have read this.',
  ),
  step(
    'turn',
    'Turn',
    'Turning your ship a sixth of a circle is an action too. Turn left{A} or right{D}.',
    ['turnShip'],
    'Turn your ship to the left or the right.',
    'ship-left',
    UNDO,
  ),
  // the ability comes before the islands: a Jolly Roger drawn there curses the learner, and a cursed
  // captain cannot use it (C5) until the curse is passed on, which no lesson can promise
  step(
    'ability',
    'Your captain’s ability',
    'Once a turn, and it is not an action: your captain may sail twice, turn twice, turn the tower twice or move the Kraken twice, each captain its own. Yours sails your ship. [Press|Tap] Ability, then sail (or Finish early).',
    ['startAbility'],
    'Use your captain’s ability: the Ability button.',
    'start-ability',
    ['moveShip', 'turnShip', 'undo'],
  ),
  step(
    'explore',
    'Explore an island',
    'Sail and turn until your ship is beside a lettered island, then [press|tap] Explore{E}: you draw one of its four tokens. Most are treasure cards, which name another island. Out of actions? End turn{N} and go on next turn.',
    ['explore'],
    'Sail or turn to reach a lettered island, then Explore. Out of actions? End turn and go on next turn.',
    'explore',
    ['moveShip', 'turnShip', 'finishAbility', 'endTurn', 'undo'],
  ),
  step(
    'treasure',
    'Treasure cards and claiming',
    'A treasure card is yours alone to see (Captain tab, or peek). Sail to a space beside the island it names: the card is revealed and you take a treasure, worth 6 points.',
    [],
    'Press Next when you have read this.',
  ),
  {
    ...step(
      'curse',
      'The Jolly Roger and the curse',
      'One token on each island is a Jolly Roger: whoever draws it is cursed (and draws again). A cursed captain’s ability is lost until the curse is passed on by hitting an opponent’s ship with a volley fired from one’s own ship.',
      [],
      'Press Next when you have read this.',
    ),
    cursedText:
      'You drew a Jolly Roger: you are cursed, and drew again. Your captain card shows its cursed side: your ability is lost until you pass the curse on, by hitting the Deckhand’s ship with a volley fired from your own ship.',
  },
  {
    ...step(
      'volley',
      'Fire a volley',
      'Once a turn you fire from your ship, the Kraken or the tower (it is not an action). [Press|Tap] Fire{F}, choose the source, then [hold Space and let go|pull the lever back and let go]. A cube that hits a target pays 1 coin, one that lands on it 2, a captain knocked off 3; only the best counts.',
      ['resolveVolley'],
      'Fire a volley: the Fire button, then strike the lever.',
      'open-volley',
      ['fire', 'moveShip', 'turnShip', 'finishAbility', 'explore', 'endTurn', 'undo'],
    ),
    cursedText:
      'You are cursed: pass it on. [Press|Tap] Fire{F}, choose your ship, then [hold Space and let go|pull the lever back and let go]: a cube that hits the Deckhand’s ship frees you and curses it. A hit pays 1 coin, a cube landed 2, a captain knocked off 3.',
  },
  step(
    'krakenAndTower',
    'The Kraken and the tower',
    'Your actions may also move the Kraken a space, or turn it or the tower: a turned tower fires its volley another way. Use the Kraken and Tower buttons of the turn’s panel[| (the Actions tab)], or [click|tap] the piece for its turn handles. Out of actions? End turn and do it next turn.',
    ['moveKraken', 'turnKraken', 'turnTower'],
    'Move the Kraken, or turn it or the tower: the Kraken and Tower buttons of the turn’s panel, or the piece’s turn handles.',
    null,
    [
      'startAbility',
      'finishAbility',
      'moveShip',
      'turnShip',
      'endTurn',
      'undo',
      'fire',
      'resolveVolley',
      'explore',
    ],
  ),
  step(
    'endTurn',
    'End your turn',
    'Actions you do not use are lost. [Press|Tap] End turn{N}: the Deckhand plays its turn, and the table tells each of its moves.',
    ['endTurn'],
    'End your turn to hand over to the Deckhand.',
    'end-turn',
    [
      'startAbility',
      'finishAbility',
      'moveShip',
      'turnShip',
      'turnKraken',
      'turnTower',
      'moveKraken',
      'explore',
      'undo',
      'fire',
      'resolveVolley',
    ],
  ),
  step(
    'end',
    'How the game ends',
    'The round in which someone holds 4 treasures (with two players) is the last. Each coin is 1 point and each treasure 6; the most points wins, a tie goes to the most treasures. You are ready.',
    [],
    'Press “Play your first game” to start a game against a Deckhand.',
  ),
];
