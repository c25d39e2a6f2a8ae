import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { SHIP_SPEC } from '../physics/shipSpec';
import { progressOf } from '../table/glideOf';
import { captainDrop, captainLean } from '../table/tokenMotions';
import { ColliderParts } from './ColliderParts';
import { PieceModel } from './PieceModel';
import { recordMotion } from './testProbe';

const captainParts = [CAPTAIN_PART];

/** A captain falling (knocked off) or standing again (at its owner's turn), with when it plays. */
export interface CaptainMotion {
  fall: boolean;
  startedAt: number;
  duration: number;
}

/**
 * A ship's captain on its stern: standing, or lying where it was knocked down; a fall or a rising is
 * posed each frame (outside React state). The game and the sandbox draw it alike.
 */
export function CaptainFigure({
  colour,
  down,
  motion,
  colliders,
  label,
}: {
  colour: string;
  down: boolean;
  motion: CaptainMotion | null;
  colliders: boolean;
  /** The ship's id, for the test build's record of the motion. */
  label: string;
}) {
  const lean = useRef<Group>(null);
  useFrame((state) => {
    const group = lean.current;
    if (!group) return;
    if (!motion) {
      group.rotation.x = down ? Math.PI / 2 : 0;
      group.position.y = 0;
      return;
    }
    const t = progressOf(motion, performance.now());
    group.rotation.x = captainLean(motion.fall, t);
    group.position.y = captainDrop(motion.fall, t);
    recordMotion(motion.fall ? 'fall' : 'stand', label, t);
    if (t < 1) state.invalidate();
  });
  if (!SHIP_SPEC.captainStand) return null;
  return (
    <group position={SHIP_SPEC.captainStand}>
      {/* it leans over about its foot, toward the ship's side */}
      <group ref={lean} rotation-x={down && !motion ? Math.PI / 2 : 0}>
        <PieceModel name="captain" paint={{ captain: colour }} />
        {colliders && !down && <ColliderParts parts={captainParts} />}
      </group>
    </group>
  );
}
