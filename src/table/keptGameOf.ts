import { type GameView, pointsOf, type Seat } from '../engine';
import { type PlayerStats, playerStats } from '../engine/playerStats';
import { type KeptGame, type KeptRecord, type KeptSummary, REPLAY_FORMAT, REPLAY_VERSION } from './keptGame';
import { type ReplaySource, replayOf } from './replaySource';

/** Each player's statistics over a replay's positions (views hide nothing the figures read). */
export function statsOf(source: ReplaySource, players: number): PlayerStats[] {
  function* steps() {
    for (let index = 1; index < source.length; index++) {
      const { events, view } = source.stepAt(index);
      yield { events, players: view.players };
    }
  }
  return playerStats(steps(), players);
}

/** What the history lists of a game: players, captains, points, winners, length. */
export function summaryOf(
  last: GameView,
  seats: readonly string[],
  actions: number,
  rounds: number,
): KeptSummary {
  return {
    players: last.players.map((player) => ({
      name: player.name,
      ship: player.ship,
      captain: player.captain,
      kind: seats[player.seat] ?? 'person',
      coins: player.coins,
      treasures: player.treasures,
      points: pointsOf(player),
    })),
    winners: last.phase.kind === 'ended' ? last.phase.result.winners : [],
    rounds,
    actions,
  };
}

export interface KeepOptions {
  id: string;
  record: KeptRecord;
  /** 'person' or a computer captain's level, by seat. */
  seats: readonly string[];
  place: KeptGame['place'];
  finishedAt: Date;
  /** For a record of actions: the game as it ended, which the replay must reach. */
  ended?: GameView;
}

/**
 * A finished game as the history keeps it: replayed once whole, to read its summary and statistics and to
 * make sure the record leads where the game went. Throws, saying where, when it does not.
 */
export function keptGameOf({ id, record, seats, place, finishedAt, ended }: KeepOptions): KeptGame {
  const viewer: Seat | null = record.kind === 'views' ? record.viewer : null;
  const source = replayOf(record, viewer);
  const last = source.stepAt(source.length - 1).view;
  if (ended && JSON.stringify(last) !== JSON.stringify(ended))
    throw new Error('The kept actions do not lead to the game as it ended');
  if (last.phase.kind !== 'ended') throw new Error('The game kept has not ended');
  // a round's points are noted at its end, the last round's at the game's: one entry a round
  const stats = statsOf(source, last.players.length);
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    id,
    finishedAt: finishedAt.toISOString(),
    place,
    summary: summaryOf(last, seats, source.length - 1, stats[0]?.pointsByRound.length ?? 0),
    stats,
    record,
  };
}
