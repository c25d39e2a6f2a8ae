/**
 * A control's keyboard shortcut after its words ("End turn (N)"): shown where a keyboard and a fine
 * pointer are at hand, hidden on touch screens (styles: `.key-hint`), where it would only puzzle.
 */
export function KeyHint({ keys }: { keys: string }) {
  return <span className="key-hint"> ({keys})</span>;
}
