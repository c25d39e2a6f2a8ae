import { useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { onlineStore, useOnlineStore } from '../store/online/onlineStore';
import { REACTION_IDS, REACTIONS } from '../table/reactions';
import './Reactions.css';

/**
 * The React toggle of a remote table's strip: the fixed phrases and emotes (no free text), and for
 * each other player a switch to stop showing their reactions on this device. A seat's only: watchers
 * see reactions but send none.
 */
export function ReactionPicker() {
  const { you, seats, muted } = useOnlineStore(
    useShallow((state) => ({
      you: state.table?.you ?? null,
      seats: state.table?.seats ?? null,
      muted: state.muted,
    })),
  );
  const others = (seats ?? []).flatMap((seat, index) =>
    seat.kind === 'person' && seat.name && index !== you ? [seat.name] : [],
  );
  const open = useRef<HTMLDetailsElement>(null);
  return (
    <details className="strip-toggle online-reactions" ref={open} data-testid="reactions">
      <summary>React</summary>
      <div>
        {you !== null && (
          <fieldset className="reaction-choices">
            <legend className="visually-hidden">Send a reaction</legend>
            {REACTION_IDS.map((id) => (
              <button
                key={id}
                type="button"
                onClick={() => {
                  onlineStore.getState().react(id);
                  // closed again, so the card does not stand over the board
                  if (open.current) open.current.open = false;
                }}
              >
                {REACTIONS[id]}
              </button>
            ))}
          </fieldset>
        )}
        {others.length > 0 && (
          <fieldset className="reaction-mutes">
            <legend>Show reactions from</legend>
            {others.map((name) => (
              <label key={name}>
                <input
                  type="checkbox"
                  checked={!muted.includes(name)}
                  onChange={() => onlineStore.getState().toggleMute(name)}
                />
                {name}
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </details>
  );
}
