import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

const TitleScene = lazy(() =>
  import('../scene/TitleScene').then((module) => ({ default: module.TitleScene })),
);

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
 * paint (two frames on), so the buttons show and take taps at once; it fades in once drawn. It is
 * disposed with the home screen (its WebGL context goes with it), so the table's canvas is the only one.
 */
export function TitleBackdrop() {
  const [ready, setReady] = useState(false);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer = 0;
    // the first frame paints the menu; the next task after it starts the scene
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
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
