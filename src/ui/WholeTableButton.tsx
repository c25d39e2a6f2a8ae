import { KeyHint } from './KeyHint';

interface WholeTableButtonProps {
  overview: boolean;
  onToggle: () => void;
  /** What the turn's framing shows, for the way back: "the ship" in a turn, the Kraken's spaces before. */
  backTo: string;
}

/** Shows the whole table or goes back to the turn's framing (also the T key; the hint only for keyboards). */
export function WholeTableButton({ overview, onToggle, backTo }: WholeTableButtonProps) {
  const label = overview ? `Back to ${backTo}` : 'Whole table';
  return (
    <button
      type="button"
      className="whole-table"
      aria-pressed={overview}
      aria-label={label}
      aria-keyshortcuts="T"
      onClick={onToggle}
      data-testid="whole-table"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d={overview ? 'M10 3v4M10 13v4M3 10h4M13 10h4' : 'M2 7V2h5M13 2h5v5M18 13v5h-5M7 18H2v-5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>{' '}
      {/* named by aria-label even where only the icon shows */}
      <span className="wide-only">
        {label}
        <KeyHint keys="T" />
      </span>
    </button>
  );
}
