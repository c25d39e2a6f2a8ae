export type ActionIconKind = 'sail' | 'left' | 'right' | 'explore' | 'fire' | 'ability' | 'undo' | 'end';

const PATHS: Record<ActionIconKind, string> = {
  sail: 'M12 3l6 7h-4v10h-4V10H6z',
  left: 'M9 4L4 9l5 5M4 9h9a6 6 0 010 12h-3',
  right: 'M15 4l5 5-5 5M20 9h-9a6 6 0 000 12h3',
  explore: 'M10 3a7 7 0 110 14 7 7 0 010-14zM15 15l6 6',
  fire: 'M4 16h11l4-4M15 16a3 3 0 100-.1M18 6l2-2M20 9h2M16 4V2',
  ability: 'M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z',
  undo: 'M8 5L3 10l5 5M3 10h11a6 6 0 010 12H9',
  end: 'M5 12l5 5 9-11',
};

/** The drawn icon of an action bar button (no emoji: many systems lack a colour emoji font). */
export function ActionIcon({ kind }: { kind: ActionIconKind }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="action-icon">
      <path
        d={PATHS[kind]}
        fill={kind === 'sail' || kind === 'ability' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
