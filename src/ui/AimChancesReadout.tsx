import { useEffect, useRef } from 'react';
import { aimChancesAt } from '../captains/aimChances';
import { leverCharge } from '../store/volley/leverCharge';
import { usePracticeAidStore } from '../store/volley/practiceAidStore';
import { aimChancesWords } from './aimChancesWords';

/** The chances at a strength in words, from the aids worked out so far; null while there are none. */
export function practiceAidWords(strength: number): string | null {
  const { status, estimates } = usePracticeAidStore.getState();
  if (status !== 'ready') return null;
  const chances = aimChancesAt(estimates, strength);
  return chances ? aimChancesWords(chances) : null;
}

/** What the readout says now: the chances at the charge, or why there are none yet. */
function readoutNow(): string {
  const { status } = usePracticeAidStore.getState();
  switch (status) {
    case 'off':
    case 'waiting':
      return 'Working out the chances…';
    case 'failed':
      return 'The chances could not be worked out.';
    case 'ready': {
      const charge = leverCharge.get();
      return charge === null
        ? 'Pull to see the chances at each strength.'
        : (practiceAidWords(charge) ?? 'Working out the chances…');
    }
    default: {
      const never: never = status;
      return String(never);
    }
  }
}

/**
 * Beside the meter with the practice aids on: the chances at the strength being pulled ("hit 80 %,
 * land 35 %"), sampled in the captain worker. Written to the page as the charge changes, once a
 * frame, without a React render (the meter's own value text carries them for a screen reader).
 */
export function AimChancesReadout() {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let frame: number | null = null;
    const draw = () => {
      frame = null;
      const root = line.current;
      if (!root) return;
      root.textContent = readoutNow();
      root.dataset.status = usePracticeAidStore.getState().status;
    };
    const schedule = () => {
      frame ??= requestAnimationFrame(draw);
    };
    draw();
    const offs = [leverCharge.subscribe(schedule), usePracticeAidStore.subscribe(schedule)];
    return () => {
      for (const off of offs) off();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, []);
  return <p ref={line} className="aim-chances" data-testid="aim-chances" />;
}
