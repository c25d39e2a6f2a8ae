import { type ReactNode, useId, useState } from 'react';
import { STATUS_HELP, type StatusKind } from './statusHelp';

/**
 * A status that explains itself: its line shows on hover or focus, and a tap pins it open or shut.
 * A screen reader hears it as the control's description.
 */
export function StatusTip({ kind, children }: { kind: StatusKind; children: ReactNode }) {
  const [pinned, setPinned] = useState(false);
  const id = useId();
  return (
    <span className="status-tip" data-pinned={pinned}>
      <button
        type="button"
        className="status-tip-label"
        aria-describedby={id}
        aria-expanded={pinned}
        onClick={() => setPinned((open) => !open)}
        onBlur={() => setPinned(false)}
        data-testid={`status-${kind}`}
      >
        {children}
      </button>
      <span id={id} role="tooltip" className="status-tip-text">
        {STATUS_HELP[kind]}
      </span>
    </span>
  );
}
