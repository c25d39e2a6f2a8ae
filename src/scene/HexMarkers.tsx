import { useFrame, useThree } from '@react-three/fiber';
import { memo, useEffect, useMemo, useState } from 'react';
import { MeshBasicMaterial } from 'three';
import type { ActionIntent, GameMap } from '../engine';
import type { HexKey } from '../engine/ids';
import { hexWorld } from '../physics/boardLayout';
import { HEX_RADIUS_CM } from '../physics/boardSpec';
import { useGameStore } from '../store/game/gameStore';
import { GLOW, PULSE_FPS_ON_DEMAND, pulseOpacity } from './markerPulse';
import { useTap } from './useTap';

export interface HexMarker {
  hex: HexKey;
  /** 'step' for a legal next step, 'finish' for where a whole manoeuvre would end. */
  tone: 'step' | 'finish';
  /** What a tap on it dispatches: the step, the whole manoeuvre, or the Kraken's placement. */
  action: ActionIntent;
}

const TONES = { step: '#ffd54a', finish: '#7cf2c4' } as const;
const TONE_NAMES = ['step', 'finish'] as const;

/** The glows' materials, one per tone (a pulse sets one opacity per frame), and the rims'. */
function useGlowMaterials() {
  const materials = useMemo(() => {
    // not tone-mapped: the glow keeps its colour under fancy light
    const make = (color: string, opacity: number) =>
      new MeshBasicMaterial({ color, transparent: true, opacity, depthWrite: false, toneMapped: false });
    return {
      fill: { step: make(TONES.step, GLOW.steady), finish: make(TONES.finish, GLOW.steady) },
      lit: { step: make(TONES.step, 0.85), finish: make(TONES.finish, 0.85) },
      rim: make('#fff6d0', 0.9),
    };
  }, []);
  useEffect(
    () => () => {
      for (const tone of TONE_NAMES) {
        materials.fill[tone].dispose();
        materials.lit[tone].dispose();
      }
      materials.rim.dispose();
    },
    [materials],
  );
  return materials;
}

/**
 * The glow's pulse: each frame sets the glows' opacity from the clock. The table drawn on change only
 * (fast graphics) is asked for a few frames a second while it pulses; reduced motion holds it steady.
 */
function usePulse(fills: readonly MeshBasicMaterial[], pulsing: boolean) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!pulsing) {
      // a frame only when a pulse left the glow elsewhere: a still table draws nothing more
      const moved = fills.filter((fill) => fill.opacity !== GLOW.steady);
      for (const fill of moved) fill.opacity = GLOW.steady;
      if (moved.length > 0) invalidate();
      return;
    }
    const timer = setInterval(() => invalidate(), 1000 / PULSE_FPS_ON_DEMAND);
    return () => clearInterval(timer);
  }, [fills, pulsing, invalidate]);
  useFrame(() => {
    if (!pulsing) return;
    const opacity = pulseOpacity(performance.now() / 1000);
    for (const fill of fills) fill.opacity = opacity;
  });
}

/**
 * Glowing hexes the selected piece may go to, each with a bright rim; a click or a one-finger tap takes
 * that step (its action goes straight through the game store's one door). `pulsing`: the glow breathes
 * (the Kraken's placement). Memoised: a re-render hands every marker fresh handlers, and a changed prop
 * makes the renderer draw a whole frame.
 */
export const HexMarkers = memo(function HexMarkers({
  map,
  markers,
  pulsing = false,
}: {
  map: GameMap;
  markers: readonly HexMarker[];
  pulsing?: boolean;
}) {
  const [hovered, setHovered] = useState<HexKey | null>(null);
  const materials = useGlowMaterials();
  const fills = useMemo(() => [materials.fill.step, materials.fill.finish], [materials]);
  usePulse(fills, pulsing && markers.length > 0);
  // looked up at the lift: the markers may have changed since the finger landed
  const tap = useTap((hex: HexKey, tone: HexMarker['tone']) => {
    const marker = markers.find((candidate) => candidate.hex === hex && candidate.tone === tone);
    if (marker) useGameStore.getState().dispatch(marker.action);
  });
  return (
    <group>
      {markers.map((marker) => {
        const { x, z } = hexWorld(map, marker.hex);
        const lit = hovered === marker.hex;
        return (
          <group key={`${marker.tone}-${marker.hex}`} position={[x, 0.04, z]} rotation-x={-Math.PI / 2}>
            <mesh
              rotation-z={Math.PI / 6}
              material={lit ? materials.lit[marker.tone] : materials.fill[marker.tone]}
              {...tap(marker.hex, marker.tone)}
              onPointerOver={() => setHovered(marker.hex)}
              onPointerOut={() => setHovered((current) => (current === marker.hex ? null : current))}
            >
              <circleGeometry args={[HEX_RADIUS_CM * 0.9, 6]} />
            </mesh>
            {/* the rim: the space's edge stays readable at the pulse's faintest */}
            <mesh rotation-z={Math.PI / 6} position-z={0.01} material={materials.rim} raycast={() => null}>
              <ringGeometry args={[HEX_RADIUS_CM * 0.8, HEX_RADIUS_CM * 0.9, 6]} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
});
