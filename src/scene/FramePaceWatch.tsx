import { useFrame } from '@react-three/fiber';
import { useState } from 'react';
import { framePaceWatch } from './framePaceWatch';

/** Tells the graphics store how far apart the table's frames come (framePaceWatch). */
export function FramePaceWatch() {
  const [watch] = useState(framePaceWatch);
  useFrame(() => watch(performance.now()));
  return null;
}
