import { useMemo, useState } from 'react';
import { actionFor, execute, getMap, legalActions, shortestFinish } from '../engine';
import type { ActionIntent as Action } from '../engine/action';
import type { GameState } from '../engine/gameState';
import type { HexKey } from '../engine/ids';
import { actionKey } from './actionKey';
import { CAPTAIN_INFO } from './captainInfo';
import { hexName } from './hexName';

interface ActionPanelProps {
  game: GameState;
  undoBlockedReason: string | null;
  onAction: (action: Action) => void;
  onVolley: () => void;
}

/** Every legal action as a button, so the whole game can be played from the keyboard. */
export function ActionPanel({ game, undoBlockedReason, onAction, onVolley }: ActionPanelProps) {
  const legal: Action[] = useMemo(() => legalActions(game), [game]);
  const legalKeys = useMemo(() => new Set(legal.map(actionKey)), [legal]);
  const finish = useMemo(() => shortestFinish(game), [game]);
  const volleyBlocked = useMemo(() => volleyRefusal(game), [game]);
  const [krakenTarget, setKrakenTarget] = useState<HexKey | ''>('');
  const map = getMap(game.mapId);
  const turn = game.turn;
  if (!turn) return null;
  const player = game.players[turn.seat];
  const can = (action: Action) => legalKeys.has(actionKey(action));

  const krakenSteps = legal.filter(
    (action): action is Extract<Action, { type: 'moveKraken' }> =>
      action.type === 'moveKraken' && action.path.length === 1,
  );
  const explores = legal.filter(
    (action): action is Extract<Action, { type: 'explore' }> => action.type === 'explore',
  );
  const button = (action: Action, label: string, testId: string) => (
    <button type="button" disabled={!can(action)} onClick={() => onAction(action)} data-testid={testId}>
      {label}
    </button>
  );
  const inManoeuvre = turn.manoeuvre !== null;

  return (
    <section className="panel action-panel" aria-label="Actions">
      {inManoeuvre && (
        <div className="manoeuvre" role="status">
          <strong>The move must go on</strong> (M3): keep going until clear of the Kraken, ships and tower.
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
        {inManoeuvre && turn.manoeuvre?.piece === 'ship'
          ? button({ type: 'moveShip', path: ['left'] }, 'Turn ship left (A)', 'ship-left')
          : button({ type: 'turn', piece: 'ship', direction: 'left' }, 'Turn ship left (A)', 'ship-left')}
        {inManoeuvre && turn.manoeuvre?.piece === 'ship'
          ? button({ type: 'moveShip', path: ['right'] }, 'Turn ship right (D)', 'ship-right')
          : button({ type: 'turn', piece: 'ship', direction: 'right' }, 'Turn ship right (D)', 'ship-right')}
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
        {button({ type: 'endTurn' }, 'End turn', 'end-turn')}
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

/** Whether a volley may be fired now, and why not: asked of the engine with an empty outcome, so the
 * interface never re-implements T2, T3 or M3. */
export function volleyRefusal(game: GameState): string | null {
  const probe = execute(
    game,
    actionFor(game, {
      type: 'resolveVolley',
      outcome: { source: 'kraken', best: 'none', captainsKnockedOff: [], shipsHit: [] },
    }),
  );
  return probe.ok ? null : probe.reason;
}
