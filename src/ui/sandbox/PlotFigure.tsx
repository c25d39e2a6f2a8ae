import { useEffect, useRef } from 'react';

interface PlotFigureProps {
  /** Builds the chart (an Observable Plot figure or SVG); rebuilt whenever it changes. */
  make: () => Element;
  label: string;
  testId?: string;
}

/** Mounts an Observable Plot chart in a figure and replaces it when its data change. */
export function PlotFigure({ make, label, testId }: PlotFigureProps) {
  const holder = useRef<HTMLElement>(null);
  useEffect(() => {
    const chart = make();
    holder.current?.replaceChildren(chart);
    return () => chart.remove();
  }, [make]);
  return <figure ref={holder} className="plot" aria-label={label} data-testid={testId} />;
}
