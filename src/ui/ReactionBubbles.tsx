import { useEffect } from 'react';
import { onlineStore, type ShownReaction, useOnlineStore } from '../store/online/onlineStore';
import { REACTION_SHOWN_MS, REACTIONS } from '../table/reactions';
import './Reactions.css';

function Bubble({ reaction }: { reaction: ShownReaction }) {
  useEffect(() => {
    const timer = setTimeout(() => onlineStore.getState().dismissReaction(reaction.key), REACTION_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [reaction.key]);
  return (
    <p className="reaction-bubble">
      <strong>{reaction.name}:</strong>
      {REACTIONS[reaction.id]}
    </p>
  );
}

/** The quick reactions sent at a remote table, for every seat and watcher, each for a moment. */
export function ReactionBubbles() {
  const reactions = useOnlineStore((state) => state.reactions);
  return (
    <div className="reaction-bubbles" role="log" aria-label="Reactions" aria-live="polite">
      {reactions.map((reaction) => (
        <Bubble key={reaction.key} reaction={reaction} />
      ))}
    </div>
  );
}
