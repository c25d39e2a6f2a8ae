import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { type Group, MeshBasicMaterial } from 'three';
import { aimChancesAt } from '../captains/aimChances';
import { tableFromFirer } from '../captains/aimEstimator';
import { HEX_RADIUS_CM } from '../physics/boardSpec';
import type { ChargeSource } from '../store/volley/chargeSource';
import { usePracticeAidStore } from '../store/volley/practiceAidStore';
import { recordLandingMarker } from './testProbe';

/** The marker's colour: a gold that reads on the sea, the islands and the ships alike. */
export const LANDING_MARKER_COLOUR = '#ffd21f';
/** Ring radii, cm: about the spread of three cubes coming down together. */
const OUTER = 0.45 * HEX_RADIUS_CM;
const INNER = 0.32 * HEX_RADIUS_CM;

/**
 * The practice aids' landing marker: where the cubes come down on average at the strength being
 * pulled, from the aim preview's samples (straight between the sampled strengths). Placed per frame
 * from the charge, outside React state; drawn over the pieces so that a ship or an island never hides it.
 */
export function LandingMarker({ charge }: { charge: ChargeSource }) {
  const marker = useRef<Group>(null);
  const invalidate = useThree((state) => state.invalidate);
  // the on-demand frame loop draws a frame when the aids arrive (the lever asks one for each charge)
  useEffect(() => usePracticeAidStore.subscribe(() => invalidate()), [invalidate]);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        color: LANDING_MARKER_COLOUR,
        transparent: true,
        opacity: 0.9,
        depthTest: false,
        depthWrite: false,
        toneMapped: false,
      }),
    [],
  );
  useEffect(() => () => material.dispose(), [material]);
  useFrame(() => {
    const group = marker.current;
    if (!group) return;
    const strength = charge.get();
    const { status, estimates, firing } = usePracticeAidStore.getState();
    const landing =
      strength !== null && status === 'ready' && firing ? aimChancesAt(estimates, strength)?.landing : null;
    if (!landing || !firing) {
      group.visible = false;
      recordLandingMarker(null);
      return;
    }
    const at = tableFromFirer(firing, landing);
    group.visible = true;
    group.position.set(at.x, 0.06, at.z);
    recordLandingMarker({ ...at, strength: strength ?? 0 });
  });
  return (
    <group ref={marker} visible={false} rotation-x={-Math.PI / 2} renderOrder={10}>
      <mesh material={material} renderOrder={10} raycast={() => null}>
        <ringGeometry args={[INNER, OUTER, 40]} />
      </mesh>
      <mesh material={material} renderOrder={10} raycast={() => null}>
        <circleGeometry args={[0.08 * HEX_RADIUS_CM, 16]} />
      </mesh>
    </group>
  );
}
