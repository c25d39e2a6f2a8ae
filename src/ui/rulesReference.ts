/**
 * The in-game rules reference, in our own words. Each entry names the rulings (shared/rules/rulings.md)
 * it summarises; `differs` marks where our reading settles something the printed rules leave open.
 */
export interface RulesEntry {
  title: string;
  rulings: string[];
  text: string;
  differs?: string;
}

export interface RulesSection {
  heading: string;
  entries: RulesEntry[];
}

export const RULES_REFERENCE: RulesSection[] = [
  {
    heading: 'The aim',
    entries: [
      {
        title: 'Gold and treasure',
        rulings: ['W1', 'W2'],
        text:
          'Sail out, find out where the treasure lies and bring it home, collecting coins with your cannon on the way. ' +
          'Once someone holds enough treasure (4 in a two-player game, 3 with three players, 2 with four), the round is ' +
          'played to its end and the game stops. Every coin is worth 1 point and every treasure 6.',
        differs:
          'If points are level, the player with more treasure wins; if that is level too, the victory is shared.',
      },
    ],
  },
  {
    heading: 'Getting ready',
    entries: [
      {
        title: 'Players and the first player',
        rulings: ['S1'],
        text: 'Two to four pirates play. One of them starts every round; that never changes during the game.',
      },
      {
        title: 'The Kraken',
        rulings: ['S2'],
        text:
          'The first player puts the Kraken on any open stretch of sea that touches neither the tower nor a ship, ' +
          'pointing whichever way they like.',
      },
      {
        title: 'Treasure tokens',
        rulings: ['S3'],
        text:
          'Each lettered island holds four face-down tokens. Most are treasure cards that point to another island; ' +
          'one on each island is a Jolly Roger. No card ever points to the island it was found on, and every island ' +
          'is pointed to equally often.',
      },
      {
        title: 'Captains and ships',
        rulings: ['S4'],
        text:
          'Going round from the first player, everyone picks a captain and a ship. Ships start beside their home ' +
          'island, bow towards the middle of the sea, captain standing on the stern.',
      },
    ],
  },
  {
    heading: 'Your turn',
    entries: [
      {
        title: 'Five ship actions',
        rulings: ['T1', 'T6'],
        text:
          'You may take up to five ship actions — move, turn or explore — in any order. Your captain steps onto the ' +
          'action track after the first one and counts them off. You may stop early; unused actions are lost.',
      },
      {
        title: 'One volley, one ability',
        rulings: ['T2', 'T3'],
        text:
          'Between actions you may fire one cannon volley and use your captain’s ability once. Neither costs an ' +
          'action. An ability, once begun, must be finished before you do anything else.',
      },
      {
        title: 'Captains knocked down',
        rulings: ['T4', 'V4'],
        text:
          'A captain knocked off their ship lies on the table until their owner’s next turn begins, then climbs ' +
          'back aboard for free.',
      },
      {
        title: 'Turn order',
        rulings: ['T5'],
        text: 'Play passes clockwise; a round is over when everyone has had a turn.',
      },
      {
        title: 'Who acts',
        rulings: ['A3'],
        text:
          'Only the player whose turn it is moves, turns, explores, fires or ends the turn, and that goes for ' +
          'computer captains too. Anything asked for another seat is refused with whose turn it is.',
      },
    ],
  },
  {
    heading: 'Sailing',
    entries: [
      {
        title: 'Moving a ship',
        rulings: ['M1'],
        text:
          'A ship only sails forward, one space in the direction its bow points, into open sea: never onto an ' +
          'island, the tower, the Kraken or another ship, and never off the board.',
      },
      {
        title: 'Moving the Kraken',
        rulings: ['M2'],
        text: 'On your turn you may move the Kraken instead, to any neighbouring open sea space; it keeps its facing.',
      },
      {
        title: 'Keep your distance',
        rulings: ['M3'],
        text:
          'A move may not stop beside the Kraken, another ship or the tower. If it would, the piece keeps going until ' +
          'it is clear of all of them; however many steps that takes, it is still one action. The Kraken goes on ' +
          'from space to space as it likes. A ship goes on straight ahead: it may turn only where it cannot go on ' +
          '(the space in front is land, a piece or the edge), or where sailing straight on, however far, would run ' +
          'into something before it is clear of every piece. So no free U-turns. If no way out exists, the move ' +
          'cannot be made.',
        differs:
          'The game lets you choose each extra step yourself, or take the shortest way out with one click.',
      },
      {
        title: 'Turning',
        rulings: ['M5'],
        text:
          'A turn swings your ship, the Kraken or the tower one sixth of a circle, either way, on its own space. ' +
          'Turning never forces anything to move on.',
      },
      {
        title: 'Claiming treasure',
        rulings: ['M4'],
        text:
          'When a move of your ship ends beside an island that one of your secret cards points to, show that card: ' +
          'you take a treasure from the supply and the card leaves the game.',
        differs:
          'Every matching card is claimed at once. If the supply has run dry, the card waits, still hidden: only ' +
          'its owner is told, and the move can still be taken back, since nobody else learned anything.',
      },
    ],
  },
  {
    heading: 'Exploring',
    entries: [
      {
        title: 'Drawing a token',
        rulings: ['E1', 'E2'],
        text:
          'Beside a lettered island you may draw one of its tokens at random, unless you already hold a secret card ' +
          'taken from that island. A treasure card goes face down in front of you. A Jolly Roger curses you: you ' +
          'draw again, and the Jolly Roger is shuffled back into the island.',
        differs:
          'If the island has no treasure cards left, the draw gives nothing, though the curse still stands.',
      },
    ],
  },
  {
    heading: 'The cannon volley',
    entries: [
      {
        title: 'Firing',
        rulings: ['V1'],
        text:
          'Fire from your own ship, the Kraken or the tower, exactly where it stands. Three cubes sit on the lever; ' +
          'pull back on its free end and let go. The harder you pull, the further they fly.',
      },
      {
        title: 'What you can hit',
        rulings: ['V2'],
        text:
          'Other players’ ships and their captains, the Kraken and the tower — but never the piece you fire from, ' +
          'and never your own ship.',
      },
      {
        title: 'Pay-out',
        rulings: ['V3', 'B3'],
        text:
          'A cube that hits a target pays 1 coin; one that comes to rest on a target pays 2; knocking a captain off ' +
          'their ship pays 3. Only the best result of the volley is paid, once. Coins come from the supply; when it ' +
          'is empty, nothing more is paid.',
      },
      {
        title: 'The curse',
        rulings: ['V5', 'C5'],
        text:
          'A cursed captain cannot use their ability. The only cure: while cursed, hit another player’s ship (or ' +
          'its captain) with a volley from your own ship. You are freed, and everyone you hit is cursed instead.',
        differs: 'A hit fired from the Kraken or the tower frees nobody.',
      },
    ],
  },
  {
    heading: 'Captains',
    entries: [
      {
        title: 'The Helmsman',
        rulings: ['C1'],
        text: 'Up to two free moves of your own ship, each with the full keep-your-distance rule and treasure claims.',
      },
      { title: 'The Navigator', rulings: ['C2'], text: 'Up to two free turns of your own ship.' },
      { title: 'The Tower Keeper', rulings: ['C3'], text: 'Up to two free turns of the tower.' },
      { title: 'The Kraken Tamer', rulings: ['C4'], text: 'Up to two free moves of the Kraken.' },
    ],
  },
  {
    heading: 'Looking round the table',
    entries: [
      {
        title: 'Moving the view',
        rulings: [],
        text:
          'Drag empty sea to slide the view, pinch or scroll to come closer, twist two fingers (or drag with the ' +
          'mouse) to walk round the table. Keys: I, J, K and L slide the view, + and − come closer or step back, ' +
          'U and O walk round the table, T shows the whole board. The view never loses the board.',
      },
    ],
  },
  {
    heading: 'How the digital volley is judged',
    entries: [
      {
        title: 'Hit, landed, knocked off',
        rulings: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'],
        text:
          'The cubes fly in a physics simulation. A cube hits when it strikes a target hard enough; it has landed ' +
          'when, once everything has settled, it rests on the target touching neither sea nor board; a captain is ' +
          'knocked off when it has left its deck for the sea, the board or well below the deck. The same strike and ' +
          'seed always give the same flight, and the thresholds that decide all this can be tuned.',
      },
    ],
  },
];
