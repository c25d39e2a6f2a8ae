import { Html } from '@react-three/drei';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { CUBE_SLOTS, STRIKE_POINT } from '../physics/leverSpec';
import type { PieceKind } from '../physics/pieceSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { PieceModel } from './PieceModel';

interface VolleyAimProps {
  kind: PieceKind;
  x: number;
  z: number;
  yaw: number;
  /** Strength being charged, 0–1, or null: the free end dips as the player pulls back. */
  charge: number | null;
  onPressLever: (event: ReactPointerEvent<HTMLButtonElement>) => void;
}

/** The firing piece's lever loaded with three cubes, and the free end to press and pull back. */
export function VolleyAim({ kind, x, z, yaw, charge, onPressLever }: VolleyAimProps) {
  const mount = PIECE_SPECS[kind].lever;
  // a hint of the pull: the free end rises further as the strength builds
  const tilt = mount.restAngle + (charge ?? 0) * 0.12;
  return (
    <group position={[x, 0, z]} rotation-y={yaw}>
      <group position={mount.pivot} rotation-z={tilt}>
        <PieceModel name="lever" wood />
        {CUBE_SLOTS.map((slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three cup slots never reorder
          <PieceModel key={index} name="cube" wood position={slot} />
        ))}
        <Html position={STRIKE_POINT} center zIndexRange={[20, 10]}>
          <button
            type="button"
            className={`lever-handle${charge !== null ? ' charging' : ''}`}
            aria-label="Lever: press and pull back, release to fire"
            data-testid="lever-handle"
            onPointerDown={onPressLever}
          />
        </Html>
      </group>
    </group>
  );
}
