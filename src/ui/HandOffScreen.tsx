import { useEffect, useRef } from 'react';

/**
 * Covers the table between turns so the next player's private cards are not seen by the last one.
 * The ready button answers only a press that begins on it (or the keyboard): the touch that ended
 * the last turn, still under the finger as this screen appears, must not dismiss it.
 */
export function HandOffScreen({
  name,
  onReady,
  samePerson = false,
}: {
  name: string;
  onReady: () => void;
  /** The screen stays with the person who acted last (the Kraken's placer opens the game): nothing to pass. */
  samePerson?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const pressedHere = useRef(false);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      className="hand-off"
      role="dialog"
      aria-modal="true"
      aria-labelledby="hand-off-title"
      data-testid="hand-off"
    >
      <h2 id="hand-off-title">{samePerson ? `${name}, you sail first` : `Pass to ${name}`}</h2>
      <p>
        {samePerson
          ? 'The Kraken is in place: the first turn is yours.'
          : 'Everyone else, look away from the secret cards.'}
      </p>
      <button
        ref={button}
        type="button"
        className="primary"
        onPointerDown={() => {
          pressedHere.current = true;
        }}
        onClick={(event) => {
          // detail 0: a keyboard press (Enter or Space), never a stray touch
          if (event.detail === 0 || pressedHere.current) onReady();
          pressedHere.current = false;
        }}
      >
        {name}: tap when ready
      </button>
    </div>
  );
}
