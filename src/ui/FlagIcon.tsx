import type { ShipId } from '../engine/ids';
import { FLAG_STYLES } from '../scene/flagStyle';

/** A small flag drawn as SVG: colour plus a pattern, so flags differ even without colour vision. */
export function FlagIcon({ ship, size = 22 }: { ship: ShipId; size?: number }) {
  const style = FLAG_STYLES[ship];
  const id = `flag-${ship}`;
  return (
    <svg
      width={size}
      height={(size * 2) / 3}
      viewBox="0 0 30 20"
      role="img"
      aria-label={`${style.label} flag`}
    >
      <defs>
        <clipPath id={id}>
          <rect width="30" height="20" rx="2" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id})`}>
        <rect width="30" height="20" fill={style.colour} />
        {style.pattern === 'stripes' && (
          <g fill="#fff">
            <rect y="4" width="30" height="3" />
            <rect y="13" width="30" height="3" />
          </g>
        )}
        {style.pattern === 'saltire' && (
          <g stroke="#222" strokeWidth="3">
            <line x1="0" y1="0" x2="30" y2="20" />
            <line x1="30" y1="0" x2="0" y2="20" />
          </g>
        )}
        {style.pattern === 'checks' && (
          <g fill="#fff">
            <rect x="0" y="0" width="10" height="10" />
            <rect x="20" y="0" width="10" height="10" />
            <rect x="10" y="10" width="10" height="10" />
          </g>
        )}
        {style.pattern === 'plain' && <circle cx="15" cy="10" r="4" fill="#fff" />}
      </g>
      <rect width="30" height="20" rx="2" fill="none" stroke={style.dark} strokeWidth="1.5" />
    </svg>
  );
}
