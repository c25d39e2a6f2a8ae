import { Html } from '@react-three/drei';
import { type PointerEvent as ReactPointerEvent, Suspense, useEffect, useState } from 'react';
import { CUBE_PART } from '../physics/cubeSpec';
import { CUBE_SLOTS, LEVER_PARTS, STRIKE_POINT } from '../physics/leverSpec';
import type { PieceKind } from '../physics/pieceSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { ColliderParts } from './ColliderParts';
import { PieceModel } from './PieceModel';

interface SandboxAimProps {
  kind: PieceKind;
  x: number;
  z: number;
  yaw: number;
  /** Lever loaded with three cubes and its handle offered; false while a volley plays. */
  loaded: boolean;
  charge: number | null;
  colliders: boolean;
  onPressLever: (event: ReactPointerEvent<HTMLButtonElement>) => void;
}

const cubeParts = [CUBE_PART];

/**
 * The firer's lever loaded with three cubes and the free end to press, like the game's VolleyAim, but
 * kept mounted between volleys and only hidden while one plays: remounting drei's Html handle on
 * every volley cost seconds of software rendering here and tripped a React removeChild error. The
 * handle stays outside any Suspense boundary: a boundary that re-suspends would detach it.
 */
export function SandboxAim({ kind, x, z, yaw, loaded, charge, colliders, onPressLever }: SandboxAimProps) {
  const mount = PIECE_SPECS[kind].lever;
  // a hint of the pull: the free end rises further as the strength builds
  const tilt = mount.restAngle + (charge ?? 0) * 0.12;
  // drei's Html mounted in the scene's very first render never attached its element: mount it a render later
  const [attached, setAttached] = useState(false);
  useEffect(() => setAttached(true), []);
  return (
    <group position={[x, 0, z]} rotation-y={yaw}>
      <group position={mount.pivot} rotation-z={tilt}>
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
        {attached && (
          <Html position={STRIKE_POINT} center zIndexRange={[20, 10]}>
            <button
              type="button"
              className={`lever-handle${charge !== null ? ' charging' : ''}`}
              style={{ visibility: loaded ? 'visible' : 'hidden' }}
              disabled={!loaded}
              aria-label="Lever: press and pull back, release to fire"
              data-testid="lever-handle"
              onPointerDown={onPressLever}
            />
          </Html>
        )}
      </group>
    </group>
  );
}
