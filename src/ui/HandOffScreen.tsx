import { useEffect, useRef } from 'react';

/** Covers the table between turns so the next player's private cards are not seen by the last one. */
export function HandOffScreen({ name, onReady }: { name: string; onReady: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="hand-off" role="dialog" aria-modal="true" aria-labelledby="hand-off-title">
      <h2 id="hand-off-title">Pass to {name}</h2>
      <p>Everyone else, look away from the secret cards.</p>
      <button ref={button} type="button" className="primary" onClick={onReady}>
        {name}: tap when ready
      </button>
    </div>
  );
}
