import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PanelCovers, ViewWindow } from '../scene/CameraRig';
import { panelCovers } from './panelCovers';
import type { ToastSide } from './useClearSide';

export type HudTab = 'actions' | 'captain' | 'log';

const TAB_NAMES: Record<HudTab, string> = { actions: 'Actions', captain: 'Captain', log: 'Log' };

interface HudLayoutProps {
  top: ReactNode;
  captain: ReactNode | null;
  actions: ReactNode;
  /**
   * The turn's everyday actions, always in sight beside the board window (never in the sheet): the
   * sheet with the rest opens only on demand, so the board keeps most of a phone's screen.
   */
  bar: ReactNode | null;
  log: ReactNode | null;
  /** Over the board window, at one edge: announcements, refusals, save problems. */
  toasts: ReactNode;
  /** The edge the toasts stand at: the one away from the active ship. */
  toastSide: ToastSide;
  /**
   * A strip of its own beside the board window, never over it: the computer captain's turn (who plays,
   * the speed, skip). Under the board on wide and narrow screens, atop the drawer on short landscape ones.
   */
  status: ReactNode;
  /** The actions part holds something the player must answer now (Kraken, volley): it opens. */
  urgent: boolean;
  /**
   * A computer captain is playing: the person has nothing to do, so the sheet opens on the log that
   * narrates it (or on what they pick meanwhile); their own tab returns with their turn.
   */
  watching: boolean;
  /** Covered by the hand-off: the controls leave the tab order. */
  covered: boolean;
  /**
   * The part of the viewport no panel covers, in CSS px from the top-left corner, and the rectangles
   * the panels and pills around it cover (the camera keeps the islands' letters and pieces clear of them).
   */
  onBoardWindow: (window: ViewWindow, covers: PanelCovers) => void;
}

/** A swipe of this many CSS px on the sheet's tab bar opens or closes it. */
const SWIPE_PX = 30;

/**
 * The HUD around the board window. On wide screens every part has its place at the sides; on narrow
 * ones the parts share one bottom sheet (a drawer on short landscape screens), opened by a tab or a
 * swipe. The board window is measured so the camera frames the table inside it.
 */
export function HudLayout({
  top,
  captain,
  actions,
  bar,
  log,
  toasts,
  toastSide,
  status,
  urgent,
  watching,
  covered,
  onBoardWindow,
}: HudLayoutProps) {
  // the sheet starts closed: the action bar holds a turn's usual actions (wide screens show every part)
  const [ownTab, setOwnTab] = useState<HudTab | null>(null);
  // kept apart from the person's own choice, which a computer's turn must not overwrite
  const [watchTab, setWatchTab] = useState<HudTab | null>('log');
  const tab = watching ? (watchTab === 'log' && !log ? 'actions' : watchTab) : ownTab;
  const setTab = watching ? setWatchTab : setOwnTab;
  const open: HudTab | null = urgent ? 'actions' : tab;
  const boardWindow = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<number | null>(null);
  // the click that ends a swipe on a tab must not toggle that tab back
  const swiped = useRef(false);

  useEffect(() => {
    const element = boardWindow.current;
    const hud = element?.parentElement;
    if (!element || !hud) return;
    let last = '';
    let frame = 0;
    const report = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      const area = { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
      const covers = {
        rects: panelCovers(hud),
        viewport: { width: innerWidth, height: innerHeight },
      };
      // told only on a change: the parts resize and re-render far more often than they move
      const key = JSON.stringify([area, covers]);
      if (key === last) return;
      last = key;
      onBoardWindow(area, covers);
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(report);
    };
    const sizes = new ResizeObserver(soon);
    const toasts = element.querySelector('.toasts');
    // the parts, the top row's pills and the board window's announcement come and go: each is watched for its size
    const watch = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of hud.children) sizes.observe(child);
      for (const pill of hud.querySelector('.top-bar')?.children ?? []) sizes.observe(pill);
      for (const toast of toasts?.children ?? []) sizes.observe(toast);
      soon();
    };
    const parts = new MutationObserver(watch);
    parts.observe(hud, { childList: true, attributes: true, attributeFilter: ['data-sheet'] });
    const top = hud.querySelector('.top-bar');
    if (top) parts.observe(top, { childList: true });
    // (the toasts change edge away from the ship: the announcement's box moves with them)
    if (toasts) parts.observe(toasts, { childList: true, attributes: true, attributeFilter: ['data-side'] });
    report();
    watch();
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      parts.disconnect();
      window.removeEventListener('resize', soon);
    };
  }, [onBoardWindow]);

  const tabs: HudTab[] = [
    'actions',
    ...(captain ? (['captain'] as const) : []),
    ...(log ? (['log'] as const) : []),
  ];
  return (
    <div className="hud" inert={covered} data-sheet={open ? 'open' : 'closed'}>
      <header className="top-bar">{top}</header>
      <div className="board-window" ref={boardWindow}>
        <div className="toasts" data-side={toastSide}>
          {toasts}
        </div>
      </div>
      <div className="hud-status">{status}</div>
      {bar && <div className="hud-bar">{bar}</div>}
      <nav
        className="sheet-tabs"
        aria-label="Panels"
        onPointerDown={(event) => {
          swipeFrom.current = event.clientY;
        }}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null) return;
          swiped.current = Math.abs(event.clientY - from) > SWIPE_PX;
          if (event.clientY - from > SWIPE_PX) setTab(null);
          else if (from - event.clientY > SWIPE_PX)
            setTab((current) => current ?? (watching && log ? 'log' : 'actions'));
        }}
      >
        <span className="grip" aria-hidden="true" />
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            aria-expanded={open === name}
            aria-controls={`hud-${name}`}
            disabled={urgent && name !== 'actions'}
            onClick={() => {
              if (swiped.current) swiped.current = false;
              // against the chosen tab, not the one an urgent panel forces open: that one closes nothing
              else setTab(tab === name ? null : name);
            }}
            data-testid={`tab-${name}`}
          >
            {TAB_NAMES[name]}
          </button>
        ))}
      </nav>
      {captain && (
        <section
          id="hud-captain"
          className="hud-part part-captain"
          data-open={open === 'captain'}
          aria-label="Captain"
        >
          {captain}
        </section>
      )}
      <section
        id="hud-actions"
        className="hud-part part-actions"
        data-open={open === 'actions'}
        aria-label="Turn"
      >
        {actions}
      </section>
      {log && (
        <section id="hud-log" className="hud-part part-log" data-open={open === 'log'} aria-label="Log">
          {log}
        </section>
      )}
    </div>
  );
}
