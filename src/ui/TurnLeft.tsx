import { ACTIONS_PER_TURN, abilityStatus, type PlayerState, type TurnState } from '../engine';
import { useGameStore } from '../store/game/gameStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { StatusTip } from './StatusTip';
import { turnHint } from './statusHelp';

/**
 * What the turn still allows, beside the board on every size: the actions left, the volley, the
 * ability and the curse, each explaining itself; with first-game hints on, the same in a sentence.
 */
export function TurnLeft({
  player,
  turn,
}: {
  player: Pick<PlayerState, 'cursed'>;
  turn: Pick<TurnState, 'actionsUsed' | 'volleyUsed' | 'ability' | 'abilityUsed'>;
}) {
  const hints = useSettingsStore((store) => store.hints);
  // at a remote table the online strip says it, for every seat and watcher
  const aids = useGameStore((store) => store.practiceAids && store.remote === null);
  const left = Math.max(0, ACTIONS_PER_TURN - turn.actionsUsed);
  const ability = abilityStatus(player, turn);
  return (
    <div className="turn-strip" data-testid="turn-left">
      <div className="turn-strip-chips">
        <StatusTip kind="actionsLeft">
          <span data-testid="actions-left">{left}</span> of {ACTIONS_PER_TURN} actions left
        </StatusTip>
        {turn.volleyUsed && <StatusTip kind="volleyUsed">Volley fired</StatusTip>}
        {ability.kind === 'used' && <StatusTip kind="abilityUsed">Ability used</StatusTip>}
        {player.cursed && <StatusTip kind="cursed">Cursed</StatusTip>}
        {aids && <StatusTip kind="practiceAids">Practice aids on</StatusTip>}
      </div>
      {hints && (
        <p className="turn-hint" data-testid="turn-hint">
          {turnHint(left, !turn.volleyUsed, ability.kind === 'ready')}
        </p>
      )}
    </div>
  );
}
