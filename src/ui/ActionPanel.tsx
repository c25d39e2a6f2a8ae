import { useState } from 'react';
import { getMap } from '../engine';
import type { ActionIntent as Action } from '../engine/action';
import type { GameState } from '../engine/gameState';
import type { HexKey } from '../engine/ids';
import {
  isLegal,
  selectExplores,
  selectKrakenSteps,
  selectShortestFinish,
  selectTurnOptions,
  selectVolleyRefusal,
  type TurnOption,
} from '../store/gameSelectors';
import { CAPTAIN_INFO } from './captainInfo';
import { hexName } from './hexName';
import { END_TURN_KEY } from './useGameKeys';

interface ActionPanelProps {
  game: GameState;
  undoBlockedReason: string | null;
  onAction: (action: Action) => void;
  onVolley: () => void;
}

/** Every legal action as a button, so the whole game can be played from the keyboard. */
export function ActionPanel({ game, undoBlockedReason, onAction, onVolley }: ActionPanelProps) {
  // each asked of the store once per state, whoever else asks too
  const finish = selectShortestFinish(game);
  const volleyBlocked = selectVolleyRefusal(game);
  const shipTurns = selectTurnOptions(game, 'ship');
  const krakenSteps = selectKrakenSteps(game);
  const explores = selectExplores(game);
  const [krakenTarget, setKrakenTarget] = useState<HexKey | ''>('');
  const map = getMap(game.mapId);
  const turn = game.turn;
  if (!turn) return null;
  const player = game.players[turn.seat];
  const can = (action: Action) => isLegal(game, action);
  const button = (action: Action, label: string, testId: string) => (
    <button type="button" disabled={!can(action)} onClick={() => onAction(action)} data-testid={testId}>
      {label}
    </button>
  );
  const turnButton = (option: TurnOption, label: string, testId: string) => (
    <button
      type="button"
      disabled={option.action === null}
      onClick={() => option.action && onAction(option.action)}
      data-testid={testId}
    >
      {label}
    </button>
  );
  const inManoeuvre = turn.manoeuvre !== null;

  return (
    <section className="panel action-panel" aria-label="Actions">
      {inManoeuvre && (
        <div className="manoeuvre" role="status">
          <strong>The move must go on</strong>: keep going until clear of the Kraken, ships and tower.
          {finish && (
            <button
              type="button"
              className="primary"
              onClick={() => onAction(finish)}
              data-testid="shortest-finish"
            >
              Shortest way out ({plural(finishLength(finish), 'step')})
            </button>
          )}
        </div>
      )}
      <fieldset className="group">
        <legend>Ship</legend>
        {button({ type: 'moveShip', path: ['forward'] }, 'Sail forward (W)', 'ship-forward')}
        {turnButton(shipTurns.left, 'Turn ship left (A)', 'ship-left')}
        {turnButton(shipTurns.right, 'Turn ship right (D)', 'ship-right')}
      </fieldset>
      <fieldset className="group">
        <legend>Kraken</legend>
        <select
          value={krakenTarget}
          onChange={(event) => setKrakenTarget(event.target.value as HexKey | '')}
          aria-label="Move the Kraken to"
          disabled={krakenSteps.length === 0}
        >
          <option value="">{krakenSteps.length === 0 ? 'cannot move' : 'move to…'}</option>
          {krakenSteps.map((action) => (
            <option key={action.path[0]} value={action.path[0]}>
              {hexName(map, action.path[0] as HexKey)}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={krakenTarget === '' || !can({ type: 'moveKraken', path: [krakenTarget as HexKey] })}
          onClick={() => {
            if (krakenTarget !== '') onAction({ type: 'moveKraken', path: [krakenTarget] });
            setKrakenTarget('');
          }}
          data-testid="kraken-move"
        >
          Move the Kraken
        </button>
        {button({ type: 'turn', piece: 'kraken', direction: 'left' }, 'Turn Kraken left', 'kraken-left')}
        {button({ type: 'turn', piece: 'kraken', direction: 'right' }, 'Turn Kraken right', 'kraken-right')}
      </fieldset>
      <fieldset className="group">
        <legend>Tower</legend>
        {button({ type: 'turn', piece: 'tower', direction: 'left' }, 'Turn tower left', 'tower-left')}
        {button({ type: 'turn', piece: 'tower', direction: 'right' }, 'Turn tower right', 'tower-right')}
      </fieldset>
      <fieldset className="group">
        <legend>Explore</legend>
        {explores.length === 0 && <span className="hint">Sail next to a lettered island.</span>}
        {explores.map((action) => (
          <button
            key={action.island}
            type="button"
            onClick={() => onAction(action)}
            data-testid={`explore-${action.island}`}
          >
            Explore {action.island} (E)
          </button>
        ))}
      </fieldset>
      <fieldset className="group">
        <legend>Once per turn</legend>
        {player?.captain &&
          !turn.ability &&
          button({ type: 'startAbility' }, `Use ${CAPTAIN_INFO[player.captain].name}`, 'start-ability')}
        {turn.ability && button({ type: 'finishAbility' }, 'Finish the ability', 'finish-ability')}
        <button
          type="button"
          disabled={volleyBlocked !== null}
          title={volleyBlocked ?? 'Choose what to fire from, then strike the lever'}
          onClick={onVolley}
          data-testid="open-volley"
        >
          Fire a volley (F)
        </button>
      </fieldset>
      <div className="group end">
        <button
          type="button"
          disabled={undoBlockedReason !== null}
          title={undoBlockedReason ?? 'Take back the last move or turn'}
          onClick={() => onAction({ type: 'undo' })}
          data-testid="undo"
        >
          Undo (Z)
        </button>
        {undoBlockedReason && (
          <span className="hint" data-testid="undo-reason">
            {undoBlockedReason}
          </span>
        )}
        <button
          type="button"
          disabled={!can({ type: 'endTurn' })}
          onClick={() => onAction({ type: 'endTurn' })}
          aria-keyshortcuts={END_TURN_KEY}
          data-testid="end-turn"
        >
          End turn ({END_TURN_KEY})
        </button>
      </div>
    </section>
  );
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function finishLength(action: Action): number {
  return action.type === 'moveShip' || action.type === 'moveKraken' ? action.path.length : 1;
}
