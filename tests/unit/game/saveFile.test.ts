import { describe, expect, it } from 'vitest';
import {
  type ActionIntent,
  actionFor,
  execute,
  type GameState,
  getMap,
  validateState,
} from '../../../src/engine';
import { hashText } from '../../../src/physics/hashText';
import { canonicalJson } from '../../../src/physics/traceHash';
import type { LogEntry } from '../../../src/store/saves/gameEventSchema';
import {
  decodeSave,
  describeGame,
  encodeSave,
  MAX_SAVE_CHARS,
  RULES_REVISION,
  SAVE_VERSION,
  saveFileName,
} from '../../../src/store/saves/saveFile';
import { fixtureGame } from './fixtureGame';
import { loggedGame } from './loggedGame';

const now = new Date('2026-11-30T12:00:00Z');

/** A save's JSON edited by `edit`, with its checksum made to match again (as a careful forger would). */
function forged(text: string, edit: (save: Record<string, unknown>) => void): string {
  const save = JSON.parse(text) as Record<string, unknown>;
  edit(save);
  const { game, log, seats, pending, rules } = save;
  save.checksum = hashText(canonicalJson({ game, log, seats, pending, rules }));
  return JSON.stringify(save);
}

function reasonOf(text: string): string {
  const decoded = decodeSave(text, validateState);
  if (decoded.ok) throw new Error('the save was accepted');
  return decoded.reason;
}

/** A game in a turn with two undo steps on its stack. */
function midTurn(): { game: GameState; log: LogEntry[] } {
  let game = fixtureGame();
  const intents: ActionIntent[] = [
    { type: 'moveShip', path: ['forward'] },
    { type: 'turn', piece: 'ship', direction: 'left' },
  ];
  for (const intent of intents) {
    const result = execute(game, actionFor(game, intent));
    if (!result.ok) throw new Error(result.reason);
    game = result.state;
  }
  return { game, log: [] };
}

describe('saved games', () => {
  it('round-trips a played game, its log, seats and setup choices unchanged', () => {
    const { game, log } = loggedGame(3, 8, 60);
    const pending = [
      { captain: 'helmsman', ship: 'red' },
      null,
      { captain: 'navigator', ship: 'blue' },
    ] as const;
    const decoded = decodeSave(
      encodeSave(game, log, now, ['person', 'deckhand', 'person'], [...pending]),
      validateState,
    );
    expect(decoded).toEqual({
      ok: true,
      game,
      log,
      seats: ['person', 'deckhand', 'person'],
      pending: [...pending],
      olderRules: false,
      record: null,
      practiceAids: false,
    });
  });

  it('keeps the table’s practice aids, and an edit that switches them is refused', () => {
    const { game, log } = loggedGame(2, 4, 10);
    const text = encodeSave(game, log, now, undefined, undefined, null, true);
    expect(decodeSave(text, validateState)).toMatchObject({ ok: true, practiceAids: true });
    const edited = JSON.stringify({ ...JSON.parse(text), practiceAids: undefined });
    expect(decodeSave(edited, validateState)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('checksum'),
    });
  });

  it('measures whole games: each saves in well under the size limit', () => {
    const sizes = [2, 3, 4].map((players) => {
      const { game, log } = loggedGame(players, 40 + players);
      return { players, entries: log.length, chars: encodeSave(game, log, now).length };
    });
    console.log('whole-game save sizes', sizes);
    for (const size of sizes) expect(size.chars * 20).toBeLessThan(MAX_SAVE_CHARS);
  });

  it('refuses text that is not JSON, saying it is corrupt', () => {
    expect(reasonOf('{"format": "to-glory-save", "vers')).toMatch(/not valid JSON/);
  });

  it('refuses a file past the size limit before parsing it, saying so', () => {
    const huge = `{"format":"to-glory-save","pad":"${'x'.repeat(MAX_SAVE_CHARS)}"}`;
    expect(reasonOf(huge)).toMatch(/too large to be a To Glory! save \(2\.0 MB/);
  });

  it('says in plain words that another file is not a save', () => {
    expect(reasonOf('{"format":"something-else","version":1}')).toBe('This file is not a To Glory! save.');
    expect(reasonOf('[1,2]')).toBe('This file is not a To Glory! save.');
  });

  it('names a missing part of a save in words, not in field paths', () => {
    const reason = reasonOf('{"format":"to-glory-save","savedAt":"x","checksum":"0","game":{},"log":[]}');
    expect(reason).toBe('This file is not a complete To Glory! save: its version is missing.');
  });

  it('refuses a save from a newer version, saying to update the game', () => {
    const text = encodeSave(fixtureGame(), [], now).replace(`"version":${SAVE_VERSION}`, '"version":7');
    expect(reasonOf(text)).toMatch(/made by a newer version of the game: update the game/);
  });

  it('refuses a hand-edited save (checksum)', () => {
    const text = encodeSave(fixtureGame(), [], now).replace('"coins":0', '"coins":30');
    expect(reasonOf(text)).toMatch(/edited or damaged/);
  });

  it('refuses a structurally broken game even with a matching checksum, naming the part in words', () => {
    const game = { ...fixtureGame(), towerFacing: 9 } as never;
    expect(reasonOf(encodeSave(game, [], now))).toBe(
      'This save is damaged: the tower’s facing holds something the game does not know.',
    );
  });

  it('refuses a player name longer than setup allows (20 letters)', () => {
    const game = fixtureGame();
    game.players[1] = { ...game.players[1], name: 'M'.repeat(21) } as never;
    expect(reasonOf(encodeSave(game, [], now))).toBe(
      'This save is damaged: player 2’s name is longer than 20 letters.',
    );
  });

  it('refuses a game that breaks the rules (coins not conserved) even when well-formed', () => {
    const game = fixtureGame();
    const edited = { ...game, supply: { ...game.supply, coins: 47 } };
    expect(reasonOf(encodeSave(edited, [], now))).toMatch(
      /breaks the rules of the game: coins do not add up/,
    );
  });

  it('refuses a log entry of an unknown kind, even with a matching checksum', () => {
    const { game, log } = loggedGame(2, 5, 30);
    const text = forged(encodeSave(game, log, now), (save) => {
      const entry = (save.log as { event: { type: string } }[])[3];
      if (!entry) throw new Error('fixture');
      entry.event.type = 'shipSank';
    });
    expect(reasonOf(text)).toBe(
      'This save is damaged: the game log entry 4’s event’s kind holds something the game does not know.',
    );
  });

  it('refuses a null log entry', () => {
    const { game, log } = loggedGame(2, 5, 30);
    const text = forged(encodeSave(game, log, now), (save) => {
      (save.log as unknown[])[0] = null;
    });
    expect(reasonOf(text)).toMatch(/^This save is damaged: the game log entry 1 /);
  });

  it('refuses a log whose entries are out of order', () => {
    const { game, log } = loggedGame(2, 5, 30);
    const text = forged(encodeSave(game, log, now), (save) => {
      const entries = save.log as unknown[];
      [entries[1], entries[2]] = [entries[2], entries[1]];
    });
    expect(reasonOf(text)).toBe('This save is damaged: log entry 2 is out of order.');
  });

  it('refuses an undo step that puts a ship on an island', () => {
    const { game, log } = midTurn();
    expect(game.turn?.undoStack.length).toBe(2);
    const island = getMap(game.mapId).islands.A[0];
    const text = forged(encodeSave(game, log, now), (save) => {
      const saved = save.game as GameState;
      const snapshot = saved.turn?.undoStack[0];
      if (!snapshot?.ships.red || !island) throw new Error('fixture');
      snapshot.ships.red.hex = island;
    });
    expect(reasonOf(text)).toBe(
      'This save is damaged: undo step 1 breaks the rules of the game: the red ship is not on a sea space of the board.',
    );
  });

  it('refuses an undo step from another turn', () => {
    const { game, log } = midTurn();
    const text = forged(encodeSave(game, log, now), (save) => {
      const snapshot = (save.game as GameState).turn?.undoStack[1];
      if (!snapshot?.turn) throw new Error('fixture');
      snapshot.turn.seat = 1;
    });
    expect(reasonOf(text)).toBe('This save is damaged: undo step 2 is not a position of this turn.');
  });

  it('accepts a mid-turn save with its undo steps', () => {
    const { game, log } = midTurn();
    const decoded = decodeSave(encodeSave(game, log, now), validateState);
    expect(decoded.ok && decoded.game.turn?.undoStack.length).toBe(2);
  });

  it('tells a save from before the rules revision, and not a save of today', () => {
    const game = fixtureGame();
    // an older save: no rules marker, its checksum over the game and log alone
    const old = JSON.stringify({
      format: 'to-glory-save',
      version: 1,
      savedAt: now.toISOString(),
      checksum: hashText(canonicalJson({ game, log: [] })),
      game,
      log: [],
    });
    const decodedOld = decodeSave(old, validateState);
    expect(decodedOld.ok && decodedOld.olderRules).toBe(true);
    const decodedNew = decodeSave(encodeSave(game, [], now), validateState);
    expect(decodedNew.ok && decodedNew.olderRules).toBe(false);
    expect(RULES_REVISION).toBe(2);
  });

  it('describes a save and names its file after the players and the date', () => {
    const game = fixtureGame();
    expect(describeGame(game)).toBe('Game of Anne, Mary — round 1');
    expect(saveFileName(game, new Date(2026, 11, 1, 10))).toBe('to-glory-anne-mary-2026-12-01.json');
    game.players[0] = { ...game.players[0], name: 'Zoë  O’Malley!' } as never;
    expect(saveFileName(game, new Date(2026, 0, 9))).toBe('to-glory-zoe-o-malley-mary-2026-01-09.json');
  });
});

describe('saves edited from outside, checksum recomputed (issue 34)', () => {
  it('refuses a third ship that no player owns, in the game and inside an undo step', () => {
    const { game, log } = midTurn();
    const onBoard = forged(encodeSave(game, log, now), (save) => {
      (save.game as GameState).ships.green = { hex: '6,9', facing: 0 };
    });
    expect(reasonOf(onBoard)).toBe(
      'This save breaks the rules of the game: the green ship on the board belongs to no player.',
    );
    const inUndo = forged(encodeSave(game, log, now), (save) => {
      const snapshot = (save.game as GameState).turn?.undoStack[0];
      if (!snapshot) throw new Error('fixture');
      snapshot.ships.green = { hex: '6,9', facing: 0 };
    });
    expect(reasonOf(inUndo)).toBe(
      'This save is damaged: undo step 1 breaks the rules of the game: the green ship on the board belongs to no player.',
    );
  });

  it('refuses seats swapped between the players or past the table', () => {
    const swapped = forged(encodeSave(fixtureGame(), [], now), (save) => {
      const [first, second] = (save.game as GameState).players;
      if (!first || !second) throw new Error('fixture');
      [first.seat, second.seat] = [1, 0];
    });
    expect(reasonOf(swapped)).toBe(
      'This save breaks the rules of the game: player 1 sits at seat 2, not at their own.',
    );
    const beyond = forged(encodeSave(fixtureGame(), [], now), (save) => {
      const second = (save.game as GameState).players[1];
      if (second) second.seat = 3;
    });
    expect(reasonOf(beyond)).toBe(
      'This save breaks the rules of the game: player 2 sits at seat 4, not at their own.',
    );
  });

  it('refuses a "__proto__", "constructor" or "prototype" key anywhere in the file', () => {
    const text = encodeSave(fixtureGame(), [], now);
    const token = JSON.stringify({ kind: 'card', destination: 'A' });
    // JSON.parse makes "__proto__" an own key: zod's copy would turn it into the prototype instead
    const proto = forged(text.replace('"tokens":{', `"tokens":{"__proto__":${token},`), () => {});
    expect(Object.getOwnPropertyDescriptor(JSON.parse(proto).game.tokens, '__proto__')?.value).toEqual({
      kind: 'card',
      destination: 'A',
    });
    expect(reasonOf(proto)).toBe(
      'This save is damaged: it has a field named "__proto__" in the treasure tokens, which the game never writes.',
    );
    const constructorKey = forged(text, (save) => {
      (save.game as { players: Record<string, unknown>[] }).players[0] = {
        ...(save.game as GameState).players[0],
        constructor: { prototype: 1 },
      };
    });
    expect(reasonOf(constructorKey)).toBe(
      'This save is damaged: it has a field named "constructor" in player 1, which the game never writes.',
    );
    const prototypeKey = forged(text, (save) => {
      (save as Record<string, unknown>).log = [];
      (save.game as Record<string, unknown>).options = { jollyRogersPerIsland: 1, prototype: null };
    });
    expect(reasonOf(prototypeKey)).toBe(
      'This save is damaged: it has a field named "prototype" in options, which the game never writes.',
    );
  });

  it('refuses a setup whose next seat to choose a captain is past the players', () => {
    const { game, log } = loggedGame(2, 1, 1);
    expect(game.phase.kind).toBe('placeKraken');
    const placed = loggedGame(2, 1, 2);
    expect(placed.game.phase.kind).toBe('chooseCaptains');
    const text = forged(encodeSave(placed.game, placed.log, now), (save) => {
      (save.game as GameState).phase = { kind: 'chooseCaptains', nextSeat: 3 };
    });
    expect(reasonOf(text)).toBe(
      'This save breaks the rules of the game: seat 4 is to choose a captain, but is not at the table.',
    );
    expect(decodeSave(encodeSave(game, log, now), validateState).ok).toBe(true);
  });
});
