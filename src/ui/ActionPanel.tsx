import { type ReactNode, useState } from 'react';
import { getMap } from '../engine';
import type { ActionIntent as Action } from '../engine/action';
import type { HexKey } from '../engine/ids';
import type { TableState } from '../engine/tableState';
import {
  selectExplores,
  selectKrakenSteps,
  selectTurnOptions,
  type TurnOption,
} from '../store/game/gameSelectors';
import { hexName } from './hexName';

interface ActionPanelProps {
  game: TableState;
  undoBlockedReason: string | null;
  onAction: (action: Action) => void;
}

/**
 * The rest of the turn's actions, opened on demand beside the action bar: the Kraken, the tower, a
 * second island to explore, and why Undo rests. With the bar, every legal action has a button, so the
 * whole game can be played from the keyboard.
 */
export function ActionPanel({ game, undoBlockedReason, onAction }: ActionPanelProps) {
  // each asked of the store once per state, whoever else asks too
  const krakenSteps = selectKrakenSteps(game);
  // the same answers the 3D turn handles of the Kraken and the tower give
  const krakenTurns = selectTurnOptions(game, 'kraken');
  const towerTurns = selectTurnOptions(game, 'tower');
  // the first island is the bar's; a ship between two islands may explore the other one here
  const moreExplores = selectExplores(game).slice(1);
  const [krakenTarget, setKrakenTarget] = useState<HexKey | ''>('');
  const map = getMap(game.mapId);
  if (!game.turn) return null;
  // the step chosen in the list, as the engine listed it (none once the list no longer holds it)
  const krakenStep = krakenSteps.find((action) => action.path[0] === krakenTarget);
  const button = (option: TurnOption, label: ReactNode, testId: string) => (
    <button
      type="button"
      disabled={option.action === null}
      title={option.refusal ?? undefined}
      onClick={() => option.action && onAction(option.action)}
      data-testid={testId}
    >
      {label}
    </button>
  );

  return (
    <section className="panel action-panel" aria-label="More actions">
      {moreExplores.length > 0 && (
        <fieldset className="group">
          <legend>Explore</legend>
          {moreExplores.map((action) => (
            <button
              key={action.island}
              type="button"
              onClick={() => onAction(action)}
              data-testid={`explore-${action.island}`}
            >
              Explore island {action.island}
            </button>
          ))}
        </fieldset>
      )}
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
          disabled={!krakenStep}
          onClick={() => {
            if (krakenStep) onAction(krakenStep);
            setKrakenTarget('');
          }}
          data-testid="kraken-move"
        >
          Move<span className="visually-hidden"> the Kraken</span>
        </button>
        {button(krakenTurns.left, <PieceWords piece="Kraken" words="left" />, 'kraken-left')}
        {button(krakenTurns.right, <PieceWords piece="Kraken" words="right" />, 'kraken-right')}
      </fieldset>
      <fieldset className="group">
        <legend>Tower</legend>
        {button(towerTurns.left, <PieceWords piece="tower" words="left" />, 'tower-left')}
        {button(towerTurns.right, <PieceWords piece="tower" words="right" />, 'tower-right')}
      </fieldset>
      {undoBlockedReason && (
        <p className="hint" data-testid="undo-reason">
          Undo: {undoBlockedReason}
        </p>
      )}
    </section>
  );
}

/** "Turn left" to the eye under its legend, "Turn Kraken left" to a screen reader. */
function PieceWords({ piece, words }: { piece: string; words: string }) {
  return (
    <>
      Turn<span className="visually-hidden"> {piece}</span> {words}
    </>
  );
}
