import { actionFor, createGame, execute, type GameState } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import type { SeatKind } from '../../../src/store/game/seatKinds';
import type { LogEntry } from '../../../src/store/saves/gameEventSchema';
import { encodeSave, type SetupChoice } from '../../../src/store/saves/saveFile';

export interface PhaseSave {
  name: string;
  /** The save text, as the app writes it. */
  text: string;
  game: GameState;
  /** The game screen's data-phase once resumed. */
  phase: string;
}

/**
 * Saves of a two-player game (Anne, Mary) played by the simulated captains, stopped at the first state
 * where `stop` holds: real positions at each phase a reload must survive.
 */
function playedTo(name: string, seed: number, stop: (state: GameState) => boolean, seats?: SeatKind[]) {
  let game = createGame({ names: ['Anne', 'Mary'], seed });
  const generator = generatorFrom(seedRng(seed ^ 0x5eed));
  const log: LogEntry[] = [];
  for (let step = 0; step < 20_000 && !stop(game); step++) {
    if (game.phase.kind === 'ended') throw new Error(`${name}: seed ${seed} ended before the phase`);
    const result = execute(game, chooseAction(game, generator));
    if (!result.ok) throw new Error(`${name}: ${result.reason}`);
    game = result.state;
    for (const event of result.events) log.push({ seq: log.length + 1, round: game.turn?.round ?? 0, event });
  }
  return { name, text: encodeSave(game, log, new Date(), seats), game, phase: game.phase.kind };
}

/** The Kraken to place, with captains chosen at setup waiting (one seat a computer). */
function placement(): PhaseSave {
  let game = createGame({ names: ['Anne', 'Mary'], seed: 21 });
  const first = execute(game, actionFor(game, { type: 'chooseFirstPlayer', seat: 0 }));
  if (!first.ok) throw new Error(first.reason);
  game = first.state;
  const log: LogEntry[] = first.events.map((event, index) => ({ seq: index + 1, round: 0, event }));
  const pending: SetupChoice[] = [
    { captain: 'krakenTamer', ship: 'green' },
    { captain: 'towerKeeper', ship: 'blue' },
  ];
  return {
    name: 'Kraken placement',
    text: encodeSave(game, log, new Date(), ['person', 'deckhand'], pending),
    game,
    phase: 'placeKraken',
  };
}

/** A ship that sailed one space into the neighbourhood of another piece: its move must go on (M3). */
function midManoeuvre(): PhaseSave {
  const found = playedTo('mid-manoeuvre continuation', 4, (state) => {
    if (state.phase.kind !== 'playing' || state.turn?.manoeuvre) return false;
    const step = execute(state, actionFor(state, { type: 'moveShip', path: ['forward'] }));
    return step.ok && step.state.turn?.manoeuvre != null;
  });
  const step = execute(found.game, actionFor(found.game, { type: 'moveShip', path: ['forward'] }));
  if (!step.ok) throw new Error(step.reason);
  const log = (JSON.parse(found.text) as { log: LogEntry[] }).log;
  for (const event of step.events)
    log.push({ seq: log.length + 1, round: step.state.turn?.round ?? 0, event });
  return { ...found, text: encodeSave(step.state, log, new Date()), game: step.state };
}

export function phaseSaves(): PhaseSave[] {
  return [
    placement(),
    playedTo('mid-turn, with undo steps', 3, (state) => (state.turn?.undoStack.length ?? 0) >= 2),
    midManoeuvre(),
    playedTo('after a volley', 5, (state) => state.turn?.volleyUsed === true),
    playedTo('a computer’s turn', 6, (state) => state.turn?.seat === 1 && state.turn.actionsUsed >= 1, [
      'person',
      'boatswain',
    ]),
    playedTo('the end screen', 7, (state) => state.phase.kind === 'ended'),
  ];
}
