import { memo, useState } from 'react';
import type { ActionIntent, GameMap } from '../engine';
import type { HexKey } from '../engine/ids';
import { hexWorld } from '../physics/boardLayout';
import { HEX_RADIUS_CM } from '../physics/boardSpec';
import { useGameStore } from '../store/game/gameStore';
import { useTap } from './useTap';

export interface HexMarker {
  hex: HexKey;
  /** 'step' for a legal next step, 'finish' for where a whole manoeuvre would end. */
  tone: 'step' | 'finish';
  /** What a tap on it dispatches: the step, the whole manoeuvre, or the Kraken's placement. */
  action: ActionIntent;
}

const TONES = { step: '#ffd54a', finish: '#7cf2c4' } as const;

/**
 * Glowing hexes the selected piece may go to; a click or a one-finger tap takes that step (its action
 * goes straight through the game store's one door). Memoised: a
 * re-render hands every marker fresh handlers, and a changed prop makes the renderer draw a whole frame.
 */
export const HexMarkers = memo(function HexMarkers({
  map,
  markers,
}: {
  map: GameMap;
  markers: readonly HexMarker[];
}) {
  const [hovered, setHovered] = useState<HexKey | null>(null);
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
          <mesh
            key={`${marker.tone}-${marker.hex}`}
            position={[x, 0.04, z]}
            rotation-x={-Math.PI / 2}
            rotation-z={Math.PI / 6}
            {...tap(marker.hex, marker.tone)}
            onPointerOver={() => setHovered(marker.hex)}
            onPointerOut={() => setHovered((current) => (current === marker.hex ? null : current))}
          >
            <circleGeometry args={[HEX_RADIUS_CM * 0.9, 6]} />
            {/* not tone-mapped: the glow keeps its colour under fancy light */}
            <meshBasicMaterial
              color={TONES[marker.tone]}
              transparent
              opacity={lit ? 0.7 : 0.45}
              depthWrite={false}
              toneMapped={false}
            />
          </mesh>
        );
      })}
    </group>
  );
});
