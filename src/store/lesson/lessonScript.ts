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

/** One step of the lesson: what it says, what the learner must do, and where it points. */
export interface LessonStep {
  id: string;
  title: string;
  /** What to do and why, in a sentence or two. */
  text: string;
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
    'The first player places the Kraken on a glowing sea space: never beside a ship or the tower. Choose its facing, then tap a glowing space (or move the cursor with the arrow keys and press Enter).',
    ['placeKraken'],
    'First place the Kraken on one of the glowing spaces.',
    'kraken-placement',
  ),
  step(
    'sail',
    'Sail',
    'Your ship sails one space straight ahead for one action (five actions a turn). Press Sail (key W).',
    ['moveShip'],
    'Press Sail (W) to sail one space forward.',
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
    'Turning your ship a sixth of a circle is an action too. Turn left (A) or right (D).',
    ['turnShip'],
    'Turn your ship: Left (A) or Right (D).',
    'ship-left',
    UNDO,
  ),
  step(
    'explore',
    'Explore an island',
    'Sail and turn until your ship is beside a lettered island, then press Explore (E): you draw one of its four tokens. Most are treasure cards, which name another island.',
    ['explore'],
    'Sail or turn to reach a lettered island, then Explore (E). If you run out of actions, End turn and go on next turn.',
    'explore',
    ['moveShip', 'turnShip', 'endTurn', 'undo'],
  ),
  step(
    'treasure',
    'Treasure cards and claiming',
    'A treasure card is yours alone to see (Captain tab, or peek). Sail to a space beside the island it names: the card is revealed and you take a treasure, worth 6 points.',
    [],
    'Press Next when you have read this.',
  ),
  step(
    'curse',
    'The Jolly Roger and the curse',
    'One token on each island is a Jolly Roger: draw it and you are cursed. Your captain’s ability is lost until you pass the curse on: hit an opponent’s ship with a volley fired from your own ship.',
    [],
    'Press Next when you have read this.',
  ),
  step(
    'volley',
    'Fire a volley',
    'Once a turn you fire from your ship, the Kraken or the tower (it is not an action). Press Fire (F), choose the source, then press, pull back and release the lever. A cube that hits a target pays 1 coin, one that lands on it 2, a captain knocked off 3; only the best counts.',
    ['resolveVolley'],
    'Fire a volley: press Fire (F), then strike the lever.',
    'open-volley',
    ['fire', 'moveShip', 'turnShip', 'explore', 'endTurn', 'undo'],
  ),
  step(
    'ability',
    'Your captain’s ability',
    'Once a turn, not an action: your captain may sail twice, turn twice, turn the tower twice or move the Kraken twice, each card its own. Press Ability and play it out (or finish it early).',
    ['startAbility'],
    'Use your captain’s ability: press Ability. If it is used or cursed this turn, End turn and use it next turn.',
    'start-ability',
    ['finishAbility', 'moveShip', 'turnShip', 'explore', 'endTurn', 'undo', 'fire', 'resolveVolley'],
  ),
  step(
    'krakenAndTower',
    'The Kraken and the tower',
    'Your actions may also move the Kraken a space or turn it or the tower: a turned tower fires its volley another way. Move the Kraken or turn the tower (Captain tab or the pieces’ handles).',
    ['moveKraken', 'turnKraken', 'turnTower'],
    'Move the Kraken or turn the tower (or the Kraken), from the table’s handles or the Captain tab.',
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
    'Actions you do not use are lost. Press End turn (Enter): the Deckhand plays its turn, and the table tells each of its moves.',
    ['endTurn'],
    'Press End turn to hand over to the Deckhand.',
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
