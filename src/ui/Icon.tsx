/** Small drawn icons for the HUD (no emoji: many systems lack a colour emoji font). */
export function Icon({ kind }: { kind: 'coin' | 'treasure' | 'card' }) {
  switch (kind) {
    case 'coin':
      return (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="#e3b23c" stroke="#8a6414" strokeWidth="1.5" />
          <circle cx="8" cy="8" r="4" fill="none" stroke="#8a6414" strokeWidth="1" />
        </svg>
      );
    case 'treasure':
      return (
        <svg width="18" height="16" viewBox="0 0 18 16" aria-hidden="true">
          <path d="M2 7h14v8H2z" fill="#8a5a2b" stroke="#3d2410" strokeWidth="1.2" />
          <path d="M2 7c0-4 14-4 14 0" fill="#a8703a" stroke="#3d2410" strokeWidth="1.2" />
          <rect x="7.5" y="8" width="3" height="3" fill="#e3b23c" />
        </svg>
      );
    case 'card':
      return (
        <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true">
          <rect x="1" y="1" width="10" height="14" rx="2" fill="#6b4423" stroke="#2b1d0e" strokeWidth="1.2" />
        </svg>
      );
    default: {
      const never: never = kind;
      throw new Error(String(never));
    }
  }
}
