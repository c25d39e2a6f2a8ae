import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { intentOf, validateState, viewFor } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { isWholeState } from '../../../src/engine/tableState';
import { useGameStore } from '../../../src/store/game/gameStore';
import { listGames, readGame, recordsByName } from '../../../src/store/saves/history';
import { decodeSave } from '../../../src/store/saves/saveFile';
import { NO_SEAT, replayOf } from '../../../src/table/replaySource';

/** A whole game played through the store by the simulated captains (their volleys by outcome). */
function playThrough(seed: number) {
  useGameStore.getState().startGame({
    players: [
      { name: 'Anne', ship: 'red', captain: 'helmsman' },
      { name: 'Mary', ship: 'yellow', captain: 'navigator', kind: 'deckhand' },
    ],
    firstSeat: 0,
    seed,
  });
  const generator = generatorFrom(seedRng(seed));
  for (let step = 0; step < 5000; step++) {
    const game = useGameStore.getState().game;
    if (!game || !isWholeState(game) || game.phase.kind === 'ended') break;
    const result = useGameStore.getState().dispatch(intentOf(chooseAction(game, generator)));
    if (!result.ok) throw new Error(`${result.reason} (seed ${seed})`);
  }
  return useGameStore.getState();
}

describe('every finished game is kept on the device', () => {
  it('keeps a game played here with its first state and actions, which replay to its end', async () => {
    const { game, record, finished, exportSave } = playThrough(21);
    expect(game?.phase.kind).toBe('ended');
    if (!game || !isWholeState(game) || game.phase.kind !== 'ended' || !record || !finished)
      throw new Error('not kept');
    // the save carries the record too: a reload mid-game still keeps the whole game
    const saved = decodeSave(exportSave() ?? '', validateState);
    expect(saved.ok && saved.record?.actions.length).toBe(record.actions.length);

    expect(finished.summary.winners).toEqual(game.phase.result.winners);
    expect(finished.summary.players.map((player) => player.points)).toEqual(
      game.players.map(
        (player) => game.phase.kind === 'ended' && game.phase.result.scores[player.seat]?.points,
      ),
    );
    expect(finished.summary.players.map((player) => player.kind)).toEqual(['person', 'deckhand']);
    const { log } = useGameStore.getState();
    const lastRound = Math.max(
      ...log.map((entry) => (entry.event.type === 'turnStarted' ? entry.event.round : 0)),
    );
    expect(finished.summary.rounds).toBe(lastRound);
    expect(finished.summary.actions).toBe(record.actions.length);
    await vi.waitFor(async () => expect((await listGames()).map((entry) => entry.id)).toContain(record.id));
    const kept = await readGame(record.id);
    if (kept?.record.kind !== 'actions') throw new Error('the record was not kept');
    const replay = replayOf(kept.record, null);
    expect(replay.length).toBe(record.actions.length + 1);
    expect(replay.stepAt(replay.length - 1).view).toEqual(viewFor(game, NO_SEAT));
  });

  it('reads each name’s games, wins, average points and best volley streak across the kept games', async () => {
    playThrough(22);
    const games = await vi.waitFor(async () => {
      const listed = await listGames();
      expect(listed.length).toBe(2);
      return listed;
    });
    const anne = recordsByName(games).find((record) => record.name === 'Anne');
    const points = games.map((entry) => entry.summary.players[0]?.points ?? 0);
    expect(anne).toEqual({
      name: 'Anne',
      games: 2,
      wins: games.filter((entry) => entry.summary.winners.includes(0)).length,
      averagePoints: points.reduce((sum, value) => sum + value, 0) / 2,
      bestStreak: Math.max(...games.map((entry) => entry.stats[0]?.bestStreak ?? 0)),
    });
  });
});
