import { useEffect } from 'react';

/**
 * Where the focus goes when the control that held it disappears or is disabled (a volley panel
 * closing, a move button gone once used, the Rules closed, the game screen opening): the section it
 * was in if that is still there, else the next control the turn needs. The keyboard never falls back
 * to the page itself, so a keyboard or screen-reader player never has to tab in from the top again.
 */

/** After the volley's panels: fire again is spent, so the turn's next controls. */
const AFTER_VOLLEY = ['[data-testid="open-volley"]', '[data-testid="end-turn"]'];

/** The next controls, most wanted first: what is urgent (a dialog, a volley, a stage), then the turn's. */
const NEXT_CONTROLS = [
  'dialog[open] button',
  '[role="dialog"] button',
  '.volley-panel button',
  '.volley-banner button.primary',
  '.kraken-placement',
  '.action-panel .manoeuvre button',
  '.action-bar .manoeuvre button',
  // the bar's moves, not the statuses above them
  '.action-bar-buttons button',
  '.action-panel button',
  // the menu before the board in words: focus there opens that panel over the table for sighted players
  '.game-menu button',
  '.board-description h2',
];

function usable(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  // hidden (display: none, or inside something hidden) has no client rects; the board description's
  // heading is clipped, not hidden, and may take the focus
  return element.getClientRects().length > 0;
}

function first(selectors: readonly string[], root: ParentNode = document): HTMLElement | null {
  for (const selector of selectors) {
    for (const element of root.querySelectorAll(selector)) if (usable(element)) return element;
  }
  return null;
}

/** A status's chip is no stand-in: it would open its line unasked. */
const CONTROLS = 'button:not(.status-tip-label), input, select';

/** What is known of the control that held the focus, to find its nearest stand-in. */
interface Held {
  element: HTMLElement;
  /** Its group and section (nearest first), while they stay on the page. */
  around: HTMLElement[];
  /** The labelled section it sat in, to find that section again if it was drawn anew. */
  section: string | null;
  volley: boolean;
}

function heldOf(element: HTMLElement): Held {
  const around = [element.closest('fieldset'), element.closest('section')].filter(
    (ancestor): ancestor is HTMLElement => ancestor instanceof HTMLElement,
  );
  return {
    element,
    around,
    section: element.closest('section[aria-label]')?.getAttribute('aria-label') ?? null,
    volley: element.closest('.volley-panel, .volley-banner') !== null,
  };
}

function nextFor(lost: Held | null): HTMLElement | null {
  for (const ancestor of lost?.around ?? []) {
    const near = ancestor.isConnected ? first([CONTROLS], ancestor) : null;
    if (near) return near;
  }
  if (lost?.section) {
    const section = document.querySelector(`section[aria-label="${CSS.escape(lost.section)}"]`);
    const again = section && first([CONTROLS], section);
    if (again) return again;
  }
  const urgent = first(NEXT_CONTROLS.slice(0, 5));
  if (urgent) return urgent;
  return (lost?.volley ? first(AFTER_VOLLEY) : null) ?? first(NEXT_CONTROLS);
}

export function useFocusKeeper(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let held: Held | null = null;
    let pending = 0;
    const remember = (event: FocusEvent) => {
      const element = event.target;
      if (element instanceof HTMLElement && element !== document.body) held = heldOf(element);
    };
    // checked after the DOM settles: the focus is on the page although the player did not put it there
    const check = () => {
      pending = 0;
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      // a click on the table or the page moves the focus there on purpose: only a lost control counts
      if (held && usable(held.element)) return;
      const next = nextFor(held);
      // without scrolling: a sheet or the page must not jump under a finger
      next?.focus({ preventScroll: true });
    };
    const soon = () => {
      if (!pending) pending = window.setTimeout(check, 0);
    };
    const observer = new MutationObserver(soon);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'open'],
    });
    document.addEventListener('focusin', remember);
    document.addEventListener('focusout', soon);
    soon();
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
      document.removeEventListener('focusout', soon);
      window.clearTimeout(pending);
    };
  }, [enabled]);
}
