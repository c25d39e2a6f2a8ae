import { useAppStore } from '../store/game/appStore';
import { useGameStore } from '../store/game/gameStore';

/**
 * When the autosave and the one before it could not be read, the last save the screen showed without
 * trouble (kept in its own slot) is offered here: the players choose to go back to it.
 */
export function LastGoodOffer() {
  const offer = useGameStore((store) => store.lastGoodOffer);
  const show = useAppStore((store) => store.show);
  if (!offer) return null;
  return (
    <p className="last-good-offer">
      <button
        type="button"
        className="primary"
        data-testid="restore-last-good"
        onClick={() => {
          if (useGameStore.getState().restoreLastGood()) show('game');
        }}
      >
        Go back to the last good save
      </button>{' '}
      <span>{offer}</span>
    </p>
  );
}
