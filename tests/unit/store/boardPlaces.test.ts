import { describe, expect, it } from 'vitest';
import { actionFor, createGame, execute, type GameState } from '../../../src/engine';
import { selectBoardPlaces } from '../../../src/store/game/boardPlaces';
import { moveLine, shipLine, sideLine } from '../../../src/ui/boardWords';
import { place, startedGame } from '../engine/fixtures';
import { fixtureGame } from '../game/fixtureGame';

describe('the board in words', () => {
  it('names every ship with its player, where it stands and where it faces', () => {
    const game = fixtureGame();
    const places = selectBoardPlaces(game);
    const lines = places.ships.map((ship) => shipLine(ship, game.players, 0));
    expect(lines).toHaveLength(2);
    expect(
      lines.find((line) => line.startsWith('Your ship (red): beside the red home island')),
    ).toBeDefined();
    expect(
      lines.find((line) => line.startsWith('Mary’s ship (yellow): beside the yellow home island')),
    ).toBeDefined();
    expect(lines.every((line) => /, facing (north|south)-(east|west)\.$/.test(line))).toBe(true);
  });

  it('says when a captain is knocked off', () => {
    const game = fixtureGame();
    const knocked: GameState = {
      ...game,
      players: game.players.map((player) => (player.seat === 1 ? { ...player, captainAt: 'down' } : player)),
    };
    const mary = selectBoardPlaces(knocked).ships.find((ship) => ship.ship === 'yellow');
    if (!mary) throw new Error('no yellow ship');
    expect(shipLine(mary, knocked.players, 0)).toMatch(/; its captain is knocked off\.$/);
  });

  it('tells the six sides of the active ship, ahead first named as ahead', () => {
    const game = fixtureGame();
    const places = selectBoardPlaces(game);
    const red = places.ships.find((ship) => ship.ship === places.activeShip);
    if (!red) throw new Error('no active ship');
    const lines = places.around.map((side) => sideLine(side, red.pose.facing, game.players));
    expect(lines).toHaveLength(6);
    expect(lines.filter((line) => line.startsWith('ahead, '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('behind, '))).toHaveLength(1);
    expect(lines.some((line) => line.endsWith('the red home island'))).toBe(true);
  });

  it('each listed move is legal and ends where its words say', () => {
    const game = fixtureGame();
    const { moves } = selectBoardPlaces(game);
    expect(moves.filter((move) => move.piece === 'ship').length).toBeGreaterThan(0);
    expect(moves.filter((move) => move.piece === 'kraken').length).toBeGreaterThan(0);
    for (const move of moves) {
      const result = execute(game, actionFor(game, move.action));
      if (!result.ok) throw new Error(`${moveLine(move)}: ${result.reason}`);
      if (move.piece === 'ship') {
        expect(result.state.ships.red).toEqual(move.to);
        expect(moveLine(move)).toMatch(/^Sail \d+ spaces?(, turning [a-z 0-9]+)?, to .+, facing [a-z-]+/);
      } else {
        expect(result.state.kraken?.hex).toBe(move.to.hex);
        expect(moveLine(move)).toMatch(/^Move the Kraken \d+ spaces?, to /);
      }
    }
  });

  it('a move that must go on says so', () => {
    // red faces east with the Kraken two spaces ahead: one step forward stops next to it
    const game = place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] });
    const lines = selectBoardPlaces(game).moves.map(moveLine);
    expect(lines.some((line) => line.endsWith('(the move must go on from there)'))).toBe(true);
    expect(lines.some((line) => !line.includes('must go on'))).toBe(true);
  });

  it('in setup it lists where the Kraken may rise, facing the tower where it may', () => {
    const game = createGame({ names: ['Anne', 'Mary'], seed: 5 });
    const chosen = execute(game, actionFor(game, { type: 'chooseFirstPlayer', seat: 0 }));
    if (!chosen.ok) throw new Error(chosen.reason);
    const spots = selectBoardPlaces(chosen.state).krakenSpots;
    expect(spots.length).toBeGreaterThan(10);
    expect(spots.filter((spot) => spot.towardTower).length).toBeGreaterThan(spots.length / 2);
    for (const spot of spots.slice(0, 5)) {
      const result = execute(chosen.state, actionFor(chosen.state, spot.action));
      expect(result.ok).toBe(true);
    }
  });
});
