import type { ReactNode } from 'react';
import type { ActionIntent as Action } from '../engine/action';
import type { TableState } from '../engine/tableState';
import {
  selectAbility,
  selectEndTurn,
  selectExploreRefusal,
  selectExplores,
  selectSailForward,
  selectShortestFinish,
  selectTurnOptions,
  selectVolleyRefusal,
  type TurnOption,
} from '../store/game/gameSelectors';
import { ActionIcon, type ActionIconKind } from './ActionIcon';
import { CAPTAIN_INFO } from './captainInfo';
import { KeyHint } from './KeyHint';
import { StatusTip } from './StatusTip';
import { TurnLeft } from './TurnLeft';
import { END_TURN_KEY } from './useGameKeys';

interface ActionBarProps {
  game: TableState;
  undoBlockedReason: string | null;
  onAction: (action: Action) => void;
  onVolley: () => void;
}

interface Slot {
  icon: ActionIconKind;
  /** The short words under the icon; `before` and `after` complete them for a screen reader ("Turn left"). */
  label: string;
  before?: string;
  after?: string;
  /** A letter on the icon (the island to explore), for the eye: the words carry it for a screen reader. */
  badge?: string;
  keys: string;
  testId: string;
  /** Why it cannot be pressed now, or null. */
  refusal: string | null;
  title: string;
  onPress: () => void;
}

/**
 * The turn's everyday actions, one tap away beside the board: sail, turn, explore, fire, the ability,
 * undo and end turn, each always in its own place (a button that becomes available never moves the
 * others). A move that must go on says so here, where the player looks, with its shortest way out.
 */
export function ActionBar({ game, undoBlockedReason, onAction, onVolley }: ActionBarProps) {
  // each asked of the store once per state, whoever else asks too
  const finish = selectShortestFinish(game);
  const shipTurns = selectTurnOptions(game, 'ship');
  const [explore] = selectExplores(game);
  const exploreRefusal = selectExploreRefusal(game);
  const volleyRefusal = selectVolleyRefusal(game);
  const sail = selectSailForward(game);
  const ability = selectAbility(game);
  const endTurn = selectEndTurn(game);
  const turn = game.turn;
  if (!turn) return null;
  const player = game.players[turn.seat];
  const captain = player?.captain ? CAPTAIN_INFO[player.captain].name : 'the captain';
  const turnSlot = (option: TurnOption, direction: 'left' | 'right', keys: string): Slot => ({
    icon: direction,
    label: direction === 'left' ? 'Left' : 'Right',
    before: 'Turn ',
    keys,
    testId: `ship-${direction}`,
    refusal: option.refusal,
    title: option.refusal ?? `Turn your ship ${direction}`,
    onPress: () => option.action && onAction(option.action),
  });
  const finishing = ability.intent.type === 'finishAbility';
  const slots: Slot[] = [
    {
      icon: 'sail',
      label: 'Sail',
      keys: 'W',
      testId: 'ship-forward',
      refusal: sail.refusal,
      title: sail.refusal ?? 'Sail one space forward',
      onPress: () => sail.action && onAction(sail.action),
    },
    turnSlot(shipTurns.left, 'left', 'A'),
    turnSlot(shipTurns.right, 'right', 'D'),
    {
      icon: 'explore',
      label: 'Explore',
      after: explore ? ` island ${explore.island}` : ' an island',
      badge: explore?.island,
      keys: 'E',
      testId: explore ? `explore-${explore.island}` : 'explore',
      refusal: explore ? null : exploreRefusal,
      title: explore ? `Explore island ${explore.island}` : (exploreRefusal ?? 'Nothing to explore here'),
      onPress: () => explore && onAction(explore),
    },
    {
      icon: 'fire',
      label: 'Fire',
      after: ' a volley',
      keys: 'F',
      testId: 'open-volley',
      refusal: volleyRefusal,
      title: volleyRefusal ?? 'Choose what to fire from, then strike the lever',
      onPress: onVolley,
    },
    {
      icon: 'ability',
      label: finishing ? 'Finish' : 'Ability',
      after: finishing ? ' the ability' : undefined,
      keys: '',
      testId: finishing ? 'finish-ability' : 'start-ability',
      refusal: ability.refusal,
      title: ability.refusal ?? (finishing ? `Finish ${captain}'s ability` : `Use ${captain}'s ability`),
      onPress: () => ability.refusal === null && onAction(ability.intent),
    },
    {
      icon: 'undo',
      label: 'Undo',
      keys: 'Z',
      testId: 'undo',
      refusal: undoBlockedReason,
      title: undoBlockedReason ?? 'Take back the last move or turn',
      onPress: () => onAction({ type: 'undo' }),
    },
    {
      icon: 'end',
      label: 'End turn',
      keys: END_TURN_KEY,
      testId: 'end-turn',
      refusal: endTurn.refusal,
      title: endTurn.refusal ?? 'End your turn',
      onPress: () => endTurn.action && onAction(endTurn.action),
    },
  ];

  return (
    <section className="action-bar" aria-label="Turn actions" data-testid="action-bar">
      {player && <TurnLeft player={player} turn={turn} />}
      {turn.manoeuvre && (
        <Banner>
          <p>
            <StatusTip kind="mustGoOn">The move must go on:</StatusTip> keep sailing or turning until clear of
            the Kraken, the ships and the tower.
          </p>
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
        </Banner>
      )}
      <div className="action-bar-buttons">
        {slots.map((slot) => (
          <button
            key={slot.icon}
            type="button"
            disabled={slot.refusal !== null}
            title={slot.title}
            onClick={slot.onPress}
            aria-keyshortcuts={slot.keys || undefined}
            data-testid={slot.testId}
          >
            <ActionIcon kind={slot.icon} />
            {slot.badge && (
              <span className="action-badge" aria-hidden="true">
                {slot.badge}
              </span>
            )}
            <span className="action-label">
              {slot.before && <span className="visually-hidden">{slot.before}</span>}
              {slot.label}
              {slot.after && <span className="visually-hidden">{slot.after}</span>}
              {slot.keys && <KeyHint keys={slot.keys} />}
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}

function Banner({ children }: { children: ReactNode }) {
  return (
    <div className="manoeuvre" role="status" data-testid="manoeuvre-note">
      {children}
    </div>
  );
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function finishLength(action: Action): number {
  return action.type === 'moveShip' || action.type === 'moveKraken' ? action.path.length : 1;
}
