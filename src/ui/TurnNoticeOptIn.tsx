import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useOnlineStore } from '../store/online/onlineStore';
import { useTurnNotices } from '../store/online/turnNoticeStore';

/**
 * "Tell me when it's my turn" at an online table: the browser's permission is asked only on this click;
 * once on, this device is told of a turn, a time warning or the game's end at any of its tables that is
 * not in front of the player. Also says which table is open here, and asks for a look when it changed
 * while the page was hidden.
 */
export function TurnNoticeOptIn() {
  const { on, permission, optIn, optOut } = useTurnNotices(
    useShallow((state) => ({
      on: state.on,
      permission: state.permission,
      optIn: state.optIn,
      optOut: state.optOut,
    })),
  );
  const code = useOnlineStore((state) => (state.table?.you !== null ? (state.table?.code ?? null) : null));
  const version = useOnlineStore((state) => state.version);
  useEffect(() => {
    useTurnNotices.getState().setOpenTable(code);
    return () => useTurnNotices.getState().setOpenTable(null);
  }, [code]);
  useEffect(() => {
    if (version > 0 && document.visibilityState === 'hidden') useTurnNotices.getState().poke();
  }, [version]);
  if (code === null || permission === 'unsupported') return null;
  if (permission === 'denied')
    return <p className="turn-notices">Turn notices are blocked in this browser’s settings for this site.</p>;
  return (
    <p className="turn-notices">
      {on ? (
        <>
          Turn notices on.{' '}
          <button type="button" onClick={optOut}>
            Stop them
          </button>
        </>
      ) : (
        <button type="button" onClick={() => void optIn()}>
          Tell me when it’s my turn
        </button>
      )}
    </p>
  );
}
