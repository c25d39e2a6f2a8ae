import { useEffect, useState } from 'react';
import type { PlayerView } from '../engine';
import { heldCardIslands, useIslandLightStore } from '../store/game/islandLightStore';

/** The active player's face-down treasure cards, shown (and their islands lit) only while the button is held down. */
export function PeekCards({ player }: { player: PlayerView }) {
  const [peeking, setPeeking] = useState(false);
  const hide = () => setPeeking(false);
  const light = useIslandLightStore((store) => store.light);
  // while the cards show, the islands they point to light up on the board
  useEffect(() => {
    light(peeking ? heldCardIslands(player) : []);
    return () => light([]);
  }, [peeking, player, light]);
  return (
    <section className="panel peek" aria-label="Your treasure cards">
      <button
        type="button"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          setPeeking(true);
        }}
        onPointerUp={hide}
        onPointerCancel={hide}
        onKeyDown={(event) => {
          if (event.key === ' ' || event.key === 'Enter') setPeeking(true);
        }}
        onKeyUp={hide}
        onBlur={hide}
        aria-pressed={peeking}
        data-testid="peek-button"
      >
        Hold to peek at your cards ({player.cards.length})
      </button>
      <ul className={`cards${peeking ? ' revealed' : ''}`} data-testid="own-cards">
        {player.cards.map((card) => (
          <li key={card.tokenId} className="card">
            {peeking ? (
              <>
                <span className="card-letter">{card.destination ?? '?'}</span>
                <small>treasure on island {card.destination ?? '?'}</small>
              </>
            ) : (
              <span role="img" aria-label="face-down card">
                ?
              </span>
            )}
          </li>
        ))}
        {player.cards.length === 0 && <li className="empty">No cards yet: explore an island.</li>}
      </ul>
    </section>
  );
}
