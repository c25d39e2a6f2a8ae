import type { GameEvent } from './gameEvent';
import type { Seat } from './ids';
import { POINTS_PER_TREASURE, pointsOf } from './scoring';

/** One player's game in figures, for the end screen and the history. */
export interface PlayerStats {
  seat: Seat;
  /** Volleys fired, and how many had each best result (V3). */
  volleys: number;
  hits: number;
  landed: number;
  knockOffs: number;
  /** The longest run of this player's volleys in a row that each paid something. */
  bestStreak: number;
  /** Coins paid for volleys (V3), beside the points the treasures in the hold are worth. */
  volleyCoins: number;
  treasurePoints: number;
  /** Curses that fell on the player (an already cursed player takes none), and curses passed on. */
  cursesTaken: number;
  cursesPassed: number;
  /** Spaces the player's ship sailed (undone moves not counted). */
  spacesSailed: number;
  /** Ship actions used (T1) and abilities used (T3). */
  actions: number;
  abilities: number;
  /** Points at the end of each round, the last entry at the end of the game. */
  pointsByRound: number[];
}

/** A position of a game as the statistics read it: the events that led there and every player's hold. */
export interface StatsStep {
  events: readonly GameEvent[];
  players: readonly { coins: number; treasures: number }[];
}

type Undoable = { seat: Seat; spaces: number; abilities: number };

function emptyStats(seat: Seat): PlayerStats {
  return {
    seat,
    volleys: 0,
    hits: 0,
    landed: 0,
    knockOffs: 0,
    bestStreak: 0,
    volleyCoins: 0,
    treasurePoints: 0,
    cursesTaken: 0,
    cursesPassed: 0,
    spacesSailed: 0,
    actions: 0,
    abilities: 0,
    pointsByRound: [],
  };
}

/**
 * Each player's figures over a game's positions in order. An undone move no longer counts: the moves and
 * abilities of the turn that can still be undone are kept aside, and an undo takes the last one back.
 */
export function playerStats(steps: Iterable<StatsStep>, players: number): PlayerStats[] {
  const stats = Array.from({ length: players }, (_, seat) => emptyStats(seat));
  const streaks = new Array<number>(players).fill(0);
  let undoable: Undoable[] = [];
  let holds: StatsStep['players'] = [];
  let atRoundEnd = false;
  const notePoints = () => {
    for (const player of stats)
      player.pointsByRound.push(pointsOf(holds[player.seat] ?? { coins: 0, treasures: 0 }));
  };
  for (const step of steps) {
    const done: Undoable | null = countStep(step.events, stats, streaks);
    holds = step.players;
    if (step.events.some((event) => event.type === 'undone')) {
      const taken = undoable.pop();
      const player = taken && stats[taken.seat];
      if (player && taken) {
        player.spacesSailed -= taken.spaces;
        player.abilities -= taken.abilities;
      }
    } else if (step.events.length > 0 && step.events.every((event) => event.undoable)) {
      if (done) undoable.push(done);
    } else undoable = [];
    atRoundEnd = step.events.some((event) => event.type === 'roundEnded');
    if (atRoundEnd) notePoints();
  }
  // the points where the game stopped, unless that was a round's end (already counted)
  if (!atRoundEnd) notePoints();
  for (const player of stats)
    player.treasurePoints = (holds[player.seat]?.treasures ?? 0) * POINTS_PER_TREASURE;
  return stats;
}

/** Counts one position's events into the figures; answers what an undo of it would take back. */
function countStep(events: readonly GameEvent[], stats: PlayerStats[], streaks: number[]): Undoable | null {
  let done: Undoable | null = null;
  const undoableOf = (seat: Seat) => {
    done ??= { seat, spaces: 0, abilities: 0 };
    return done;
  };
  for (const event of events) {
    switch (event.type) {
      case 'volleyFired': {
        const player = stats[event.seat];
        if (!player) break;
        player.volleys += 1;
        if (event.best === 'hit') player.hits += 1;
        if (event.best === 'landed') player.landed += 1;
        if (event.best === 'knockedOff') player.knockOffs += 1;
        streaks[event.seat] = event.best === 'none' ? 0 : (streaks[event.seat] ?? 0) + 1;
        player.bestStreak = Math.max(player.bestStreak, streaks[event.seat] ?? 0);
        break;
      }
      case 'coinsPaid':
        if (stats[event.seat]) (stats[event.seat] as PlayerStats).volleyCoins += event.coins;
        break;
      case 'cursed':
        if (!event.alreadyCursed && stats[event.seat]) (stats[event.seat] as PlayerStats).cursesTaken += 1;
        break;
      case 'cursePassed':
        if (stats[event.from]) (stats[event.from] as PlayerStats).cursesPassed += 1;
        break;
      case 'shipMoved':
        if (stats[event.seat]) {
          (stats[event.seat] as PlayerStats).spacesSailed += event.hexes.length;
          undoableOf(event.seat).spaces += event.hexes.length;
        }
        break;
      case 'abilityStarted':
        if (stats[event.seat]) {
          (stats[event.seat] as PlayerStats).abilities += 1;
          undoableOf(event.seat).abilities += 1;
        }
        break;
      case 'turnEnded':
        if (stats[event.seat]) (stats[event.seat] as PlayerStats).actions += event.actionsUsed;
        break;
      default:
        break;
    }
  }
  return done;
}
