import { describe, expect, it } from 'vitest';
import {
  actionFor,
  execute,
  type GameEvent,
  getMap,
  type HexKey,
  neighborOf,
  SHIP_IDS,
} from '../../../src/engine';
import { FLAG_STYLES } from '../../../src/scene/flagStyle';
import { describeEvent } from '../../../src/ui/describeEvent';
import { hexName } from '../../../src/ui/hexName';
import { fixtureGame } from '../game/fixtureGame';

describe('the log in plain words', () => {
  const game = fixtureGame();
  const players = game.players;

  it('a turn made during a manoeuvre is told as a turn, not as "sails 0 spaces"', () => {
    const event = {
      type: 'shipMoved',
      seat: 0,
      ship: 'red',
      path: ['left'],
      hexes: [],
      from: { hex: '0,0', facing: 0 },
      to: { hex: '0,0', facing: 1 },
      pending: true,
      cost: 'action',
      actionsUsed: 2,
    } as unknown as GameEvent;
    const line = describeEvent(event, players);
    expect(line).toBe('Anne turns their ship left — still too close, so the move goes on.');
  });

  it('one space is "1 space", and a sail with a turn names both', () => {
    const base = {
      type: 'shipMoved',
      seat: 1,
      ship: 'yellow',
      pending: false,
      cost: 'action',
      actionsUsed: 1,
    };
    const one = { ...base, path: ['forward'], hexes: ['1,1'] } as unknown as GameEvent;
    const mixed = {
      ...base,
      path: ['forward', 'right', 'forward'],
      hexes: ['1,1', '2,1'],
    } as unknown as GameEvent;
    expect(describeEvent(one, players)).toBe('Mary sails 1 space.');
    expect(describeEvent(mixed, players)).toBe('Mary sails 2 spaces and turns right.');
  });

  it('a volley that hits nothing says so in the present tense', () => {
    const result = execute(
      game,
      actionFor(game, {
        type: 'resolveVolley',
        outcome: { source: 'ship', best: 'none', captainsKnockedOff: [], shipsHit: [] },
      }),
    );
    if (!result.ok) throw new Error(result.reason);
    const fired = result.events.find((event) => event.type === 'volleyFired');
    if (!fired) throw new Error('no volleyFired event');
    expect(describeEvent(fired, players)).toBe(
      'Anne fires from their ship and hits nothing (worth 0 coins).',
    );
  });
});

describe('spaces named by landmarks', () => {
  const map = getMap('standard');

  it('a space beside an island is named after it and the side it lies on', () => {
    const island = map.islands.C[0] as HexKey;
    // facing 3 points west in the engine's hex directions
    const west = neighborOf(island, 3);
    if (map.terrain[west]?.kind !== 'sea') throw new Error('fixture: no sea west of island C');
    expect(hexName(map, west)).toBe('beside island C, to its west');
  });

  it('never shows raw coordinates', () => {
    for (const hex of map.sea) expect(hexName(map, hex)).not.toMatch(/\d+,\d+/);
  });
});

describe('moves and volleys say where and what', () => {
  const game = fixtureGame();
  const players = game.players;
  const map = getMap('standard');
  const island = map.islands.C[0] as HexKey;
  const west = neighborOf(island, 3);

  it('a move says where it ended', () => {
    const event = {
      type: 'shipMoved',
      seat: 1,
      ship: 'yellow',
      path: ['forward', 'forward'],
      hexes: [neighborOf(west, 0), west],
      from: { hex: '0,0', facing: 3 },
      to: { hex: west, facing: 3 },
      pending: false,
      cost: 'action',
      actionsUsed: 1,
    } as unknown as GameEvent;
    expect(describeEvent(event, players, map)).toBe('Mary sails 2 spaces, to beside island C, to its west.');
    // without the map (the volley banner's lines) it stays short
    expect(describeEvent(event, players)).toBe('Mary sails 2 spaces.');
  });

  it('a volley that hits a ship names whose ship it hit', () => {
    const base = { type: 'volleyFired', seat: 0, source: 'tower', undoable: false } as const;
    const hit = { ...base, best: 'hit', shipsHit: ['yellow'] } as GameEvent;
    const landed = { ...base, best: 'landed', shipsHit: ['yellow'] } as GameEvent;
    expect(describeEvent(hit, players)).toBe(
      'Anne fires from the tower and hits Mary’s ship (worth 1 coin).',
    );
    expect(describeEvent(landed, players)).toBe(
      'Anne fires from the tower and lands a cube on board, hitting Mary’s ship (worth 2 coins).',
    );
  });

  it('the Kraken keeps its capital wherever it is named', () => {
    const turned = {
      type: 'turned',
      seat: 0,
      piece: 'kraken',
      direction: 'left',
      from: 0,
      to: 1,
      cost: 'ability',
      actionsUsed: 0,
      undoable: true,
    } as GameEvent;
    expect(describeEvent(turned, players)).toBe('Anne turns the Kraken left.');
  });
});

describe('one name for each colour', () => {
  it('setup, the flags and the log call the ships alike', () => {
    expect(SHIP_IDS.map((ship) => FLAG_STYLES[ship].label)).toEqual(['Red', 'Blue', 'Yellow', 'Green']);
    const chosen = {
      type: 'captainChosen',
      seat: 0,
      captain: 'helmsman',
      ship: 'red',
      pose: { hex: '0,0', facing: 0 },
      undoable: true,
    } as GameEvent;
    expect(describeEvent(chosen, fixtureGame().players)).toBe('Anne takes The Helmsman and the red ship.');
  });
});
