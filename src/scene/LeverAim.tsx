import { useFrame, useThree } from '@react-three/fiber';
import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Group } from 'three';
import { CUBE_PART } from '../physics/cubeSpec';
import { CUBE_SLOTS, LEVER_PARTS, STRIKE_POINT } from '../physics/leverSpec';
import type { PieceKind } from '../physics/pieceSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import type { ChargeSource } from '../store/volley/chargeSource';
import { ColliderParts } from './ColliderParts';
import { DomAnchor } from './DomAnchor';
import { PieceModel } from './PieceModel';

/** What the lever's button spreads on itself: the press that starts a pull (from the flick). */
export interface LeverBinding {
  onPointerDown: (event: { preventDefault: () => void; stopPropagation: () => void }) => void;
}

interface LeverAimProps {
  kind: PieceKind;
  x: number;
  z: number;
  yaw: number;
  /** Lever loaded with three cubes and its handle offered; false while a volley plays (the sandbox). */
  loaded: boolean;
  charge: ChargeSource;
  colliders: boolean;
  bindLever: () => LeverBinding;
}

const cubeParts = [CUBE_PART];
/** How far the free end rises at full strength, radians: a hint of the pull. */
const FULL_TILT = 0.12;

/**
 * The firer's lever loaded with three cubes and the free end to press and pull back, in the game and
 * the sandbox. The sandbox keeps it mounted between volleys and only hides it while one plays. The
 * tilt follows the charge per frame, outside React state; only "charging or not" re-renders.
 */
export function LeverAim({ kind, x, z, yaw, loaded, charge, colliders, bindLever }: LeverAimProps) {
  const mount = PIECE_SPECS[kind].lever;
  const lever = useRef<Group>(null);
  const invalidate = useThree((state) => state.invalidate);
  const charging = useSyncExternalStore(charge.subscribe, () => charge.get() !== null);
  // the on-demand frame loop draws a frame for each new charge
  useEffect(() => charge.subscribe(() => invalidate()), [charge, invalidate]);
  useFrame(() => {
    if (lever.current) lever.current.rotation.z = mount.restAngle + (charge.get() ?? 0) * FULL_TILT;
  });
  return (
    <group position={[x, 0, z]} rotation-y={yaw}>
      <group ref={lever} position={mount.pivot} rotation-z={mount.restAngle}>
        <group visible={loaded}>
          <Suspense fallback={null}>
            <PieceModel name="lever" wood />
            {colliders && <ColliderParts parts={LEVER_PARTS} colour="#ffd54a" />}
            {CUBE_SLOTS.map((slot) => (
              <group key={slot.join(',')} position={slot}>
                <PieceModel name="cube" wood />
                {colliders && <ColliderParts parts={cubeParts} colour="#ffd54a" />}
              </group>
            ))}
          </Suspense>
        </group>
        <DomAnchor position={STRIKE_POINT} zIndex={20}>
          <button
            type="button"
            className={`lever-handle${charging ? ' charging' : ''}`}
            style={{ visibility: loaded ? 'visible' : 'hidden' }}
            disabled={!loaded}
            aria-label="Lever: press and pull back, release to fire"
            data-testid="lever-handle"
            {...bindLever()}
          />
        </DomAnchor>
      </group>
    </group>
  );
}
