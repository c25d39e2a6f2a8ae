import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { useGraphicsStore } from '../store/settings/graphicsStore';
import { framesAreSlow } from './framesAreSlow';

/** Frames kept for the judgement: enough for its look-back at 100 frames a second. */
const KEPT_FRAMES = 300;

/** Steps fancy graphics down to fast when frames come too slowly (judged by time: framesAreSlow). */
export function SlowFrameWatch() {
  const times = useRef<number[]>([]);
  useFrame(() => {
    const kept = times.current;
    kept.push(performance.now());
    // the mount's frame and the first after it stay: the judgement counts its watch from them
    if (kept.length > KEPT_FRAMES + 100) kept.splice(2, kept.length - KEPT_FRAMES);
    if (framesAreSlow(kept)) useGraphicsStore.getState().stepDown();
  });
  return null;
}
