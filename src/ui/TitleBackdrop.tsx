import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

const TitleScene = lazy(() =>
  import('../scene/TitleScene').then((module) => ({ default: module.TitleScene })),
);

/** The longest the picture waits for an idle moment after the menu's first paint, ms. */
const IDLE_WAIT_MS = 1500;

/** Without WebGL (or with its context refused) the home keeps its painted sea: nothing to report. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The title picture behind the home menu. Its code and its canvas come only after the menu's first
 * paint, at the page's first idle moment, so the buttons show and take taps at once; it fades in once
 * drawn. It is disposed with the home screen (its WebGL context goes with it), so the table's canvas is
 * the only one.
 */
export function TitleBackdrop() {
  const [ready, setReady] = useState(false);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    // the first frame paints the menu; the picture waits until the page is idle after it (making a
    // WebGL context and drawing its first frame in software takes the main thread for a while)
    const frame = requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_WAIT_MS });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = window.setTimeout(() => setReady(true), IDLE_WAIT_MS);
        cancel = () => window.clearTimeout(timer);
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, []);
  return (
    <div className="title-backdrop" aria-hidden="true" data-drawn={drawn ? 'true' : 'false'}>
      {ready && (
        <Quietly>
          <Suspense fallback={null}>
            <TitleScene onDrawn={() => setDrawn(true)} />
          </Suspense>
        </Quietly>
      )}
    </div>
  );
}
