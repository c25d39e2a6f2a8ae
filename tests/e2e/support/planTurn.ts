import {
  type ActionIntent,
  actionFor,
  execute,
  type GameState,
  getMap,
  type HexKey,
  ISLAND_LETTERS,
  type IslandLetter,
  intentOf,
  legalActions,
  neighborsOf,
  shortestFinish,
} from '../../../src/engine';

/** What the e2e driver does next through the interface. */
export type UiStep = { kind: 'click'; testId: string; action: ActionIntent } | { kind: 'endTurn' };

/** The button that performs an action, as the action panel labels it. */
export function testIdFor(action: ActionIntent, state: GameState): string {
  switch (action.type) {
    case 'moveShip':
      if (action.path.length > 1) return 'shortest-finish';
      return action.path[0] === 'forward' ? 'ship-forward' : `ship-${action.path[0]}`;
    case 'turn':
      return `${action.piece}-${action.direction}`;
    case 'explore':
      return `explore-${action.island}`;
    case 'startAbility':
      return 'start-ability';
    case 'finishAbility':
      return 'finish-ability';
    case 'endTurn':
      return 'end-turn';
    case 'undo':
      return 'undo';
    case 'moveKraken':
      return state.turn?.manoeuvre ? 'shortest-finish' : 'kraken-move';
    default:
      throw new Error(`no button for ${action.type}`);
  }
}

function islandsNextTo(state: GameState, hex: HexKey): IslandLetter[] {
  const map = getMap(state.mapId);
  return neighborsOf(hex).flatMap((next) => {
    const terrain = map.terrain[next];
    return terrain?.kind === 'island' ? [terrain.island] : [];
  });
}

/** Islands worth sailing to: where held cards point, else islands the player holds no card from. */
function goalIslands(state: GameState): Set<IslandLetter> {
  const player = state.turn ? state.players[state.turn.seat] : undefined;
  if (!player) return new Set();
  if (player.cards.length > 0) return new Set(player.cards.map((card) => card.destination));
  const held = new Set(player.cards.map((card) => card.from));
  return new Set(ISLAND_LETTERS.filter((letter) => !held.has(letter) && state.islands[letter].length > 0));
}

/**
 * Breadth-first search over real engine states (forward steps with their M3 finishes, and turns) for
 * the first action of the shortest way to a space next to a goal island. Actions are not limited
 * to this turn's five, so a long voyage is planned as a whole and sailed over several turns.
 */
function firstStepToward(state: GameState, goals: Set<IslandLetter>): ActionIntent | null {
  const turn = state.turn;
  const ship = turn ? state.players[turn.seat]?.ship : undefined;
  if (!turn || !ship) return null;
  const poseKey = (s: GameState) => JSON.stringify(s.ships[ship]);
  const start: GameState = { ...state, turn: { ...turn, actionsUsed: 0, undoStack: [] } };
  const seen = new Set([poseKey(start)]);
  let frontier: { state: GameState; first: ActionIntent | null }[] = [{ state: start, first: null }];
  for (let depth = 0; depth < 20 && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      const candidates: ActionIntent[] = [
        { type: 'moveShip', path: ['forward'] },
        { type: 'turn', piece: 'ship', direction: 'left' },
        { type: 'turn', piece: 'ship', direction: 'right' },
      ];
      for (const action of candidates) {
        const base = node.state.turn
          ? { ...node.state, turn: { ...node.state.turn, actionsUsed: 0 } }
          : node.state;
        const result = execute(base, actionFor(base, action));
        if (!result.ok) continue;
        let reached = result.state;
        if (reached.turn?.manoeuvre) {
          const finish = shortestFinish(reached);
          const finished = finish ? execute(reached, finish) : null;
          if (!finished?.ok) continue;
          reached = finished.state;
        }
        const key = poseKey(reached);
        if (seen.has(key)) continue;
        seen.add(key);
        const first = node.first ?? action;
        const pose = reached.ships[ship];
        if (pose && islandsNextTo(reached, pose.hex).some((island) => goals.has(island))) return first;
        next.push({ state: reached, first });
      }
    }
    frontier = next;
  }
  return null;
}

/** The next thing a purposeful player does: finish a manoeuvre, explore, sail toward treasure, or end the turn. */
export function planStep(state: GameState): UiStep {
  const turn = state.turn;
  if (!turn) return { kind: 'endTurn' };
  const legal = legalActions(state).map(intentOf);
  const isLegal = (action: ActionIntent) =>
    legal.some((option) => JSON.stringify(option) === JSON.stringify(action));
  if (turn.manoeuvre) {
    const finish = shortestFinish(state);
    if (finish) return { kind: 'click', testId: 'shortest-finish', action: finish };
  }
  const explore = legal.find((action) => action.type === 'explore');
  if (explore && !turn.ability) return { kind: 'click', testId: testIdFor(explore, state), action: explore };
  const step = firstStepToward(state, goalIslands(state));
  if (step && isLegal(step)) return { kind: 'click', testId: testIdFor(step, state), action: step };
  if (turn.ability) return { kind: 'click', testId: 'finish-ability', action: { type: 'finishAbility' } };
  return { kind: 'endTurn' };
}
