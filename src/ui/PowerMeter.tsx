import { useEffect, useRef } from 'react';
import type { ChargeSource } from '../store/volley/chargeSource';

/** How long the strength stays put before it is said, ms. */
const STILL_MS = 600;

interface PowerMeterProps {
  /** The strength to show, 0–1 (null shows an empty meter), read as it changes rather than as a prop. */
  source: ChargeSource;
  /** Words said after the strength (the practice aids' chances at it), or null for none. */
  wordsAt?: (strength: number) => string | null;
}

/**
 * The strength meter: the only part of the screen that follows the charge frame by frame, written to
 * the page directly as the charge changes (no React render per frame).
 */
export function PowerMeter({ source, wordsAt }: PowerMeterProps) {
  const meter = useRef<HTMLDivElement>(null);
  const fill = useRef<HTMLDivElement>(null);
  const news = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let still: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      frame = null;
      const percent = Math.round((source.get() ?? 0) * 100);
      const words = wordsAt?.(source.get() ?? 0) ?? null;
      const text = `${percent}% strength${words ? `: ${words}` : ''}`;
      meter.current?.setAttribute('aria-valuenow', String(percent));
      meter.current?.setAttribute('aria-valuetext', text);
      if (fill.current) fill.current.style.width = `${(source.get() ?? 0) * 100}%`;
      // a strength held still (a key's step, a pull that waits) is said once; a rising one is not
      clearTimeout(still);
      if (percent > 0)
        still = setTimeout(() => {
          if (news.current && news.current.textContent !== text) news.current.textContent = text;
        }, STILL_MS);
    };
    // drawn once a frame: a release clears the charge as it fires, and the meter goes with the aim
    let frame: number | null = null;
    const schedule = () => {
      frame ??= requestAnimationFrame(draw);
    };
    draw();
    const unsubscribe = source.subscribe(schedule);
    return () => {
      unsubscribe();
      clearTimeout(still);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [source, wordsAt]);
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a themed bar; a native meter cannot be styled alike everywhere */}
      <div
        ref={meter}
        className="power-meter"
        role="meter"
        aria-label="Strike strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        aria-valuetext="0% strength"
        data-testid="power-meter"
      >
        <div ref={fill} className="power-fill" />
      </div>
      {/* outside the meter: a meter's children are not read, a live region beside it is */}
      <span ref={news} className="visually-hidden" aria-live="polite" data-testid="strength-news" />
    </>
  );
}
