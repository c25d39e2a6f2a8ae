import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { onlineStore, useOnlineStore } from '../store/online/onlineStore';

/**
 * The end screen's rematch at a remote table: a seated player asks the server for one (the same
 * people, the seat order moved round by one) and every device at the table is taken there; a device
 * that comes back to the ended table later finds the way to it here.
 */
export function OnlineRematch() {
  const { you, rematch } = useOnlineStore(
    useShallow((state) => ({ you: state.table?.you ?? null, rematch: state.table?.rematch ?? null })),
  );
  const [asked, setAsked] = useState(false);
  if (rematch)
    return (
      <button
        type="button"
        className="primary"
        onClick={() => void onlineStore.getState().followRematch()}
        data-testid="online-rematch"
      >
        {you === null ? 'Watch the rematch' : 'Go to the rematch'}
      </button>
    );
  if (you === null) return null;
  return (
    <button
      type="button"
      className="primary"
      disabled={asked}
      onClick={() => {
        setAsked(true);
        onlineStore.getState().askRematch();
      }}
      data-testid="online-rematch"
      title="The same players, the seats moved round by one"
    >
      {asked ? 'Setting the rematch…' : 'Rematch'}
    </button>
  );
}
