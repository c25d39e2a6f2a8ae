import { useEffect } from 'react';
import type { GameMap, HexKey } from '../engine';
import { hexWorld } from '../physics/boardLayout';
import { cameraYaw } from '../scene/cameraControl';

const ARROWS: Record<string, number> = { ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3 };

/**
 * The allowed space next to `from` in an arrow's direction as the player sees the table (the camera
 * looks along `yaw`): the nearest one ahead, preferring those straight ahead over those to the side.
 */
export function spotToward(
  map: GameMap,
  spots: readonly HexKey[],
  from: HexKey,
  arrow: number,
  yaw: number,
): HexKey | null {
  const heading = yaw - (arrow * Math.PI) / 2;
  const ahead = { x: Math.cos(heading), z: -Math.sin(heading) };
  const at = hexWorld(map, from);
  let best: { hex: HexKey; score: number } | null = null;
  for (const hex of spots) {
    if (hex === from) continue;
    const point = hexWorld(map, hex);
    const dx = point.x - at.x;
    const dz = point.z - at.z;
    const along = dx * ahead.x + dz * ahead.z;
    if (along <= 0.5) continue;
    const across = Math.abs(dx * ahead.z - dz * ahead.x);
    const score = along + 2 * across;
    if (!best || score < best.score) best = { hex, score };
  }
  return best?.hex ?? null;
}

interface KrakenKeys {
  enabled: boolean;
  map: GameMap;
  spots: readonly HexKey[];
  cursor: HexKey | null;
  yaw: number;
  onCursor: (hex: HexKey) => void;
  onTurnFacing: () => void;
  onPlace: (hex: HexKey) => void;
}

/**
 * S2 from the keyboard: arrows move a cursor over the allowed spaces, R turns the facing, Enter places
 * (also from a facing option: at the cursor, or before any arrow at the space the cursor starts on).
 */
export function useKrakenKeys({
  enabled,
  map,
  spots,
  cursor,
  yaw,
  onCursor,
  onTurnFacing,
  onPlace,
}: KrakenKeys) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // on a facing option (a radio) Enter places the Kraken; its arrows stay the radio group's own
      const facingOption = target instanceof HTMLInputElement && target.type === 'radio';
      if (facingOption && event.key === 'Enter') {
        const at = cursor ?? spots[Math.floor(spots.length / 2)] ?? null;
        if (at) onPlace(at);
        event.preventDefault();
        return;
      }
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return;
      const arrow = ARROWS[event.key];
      if (arrow !== undefined) {
        const first = spots[Math.floor(spots.length / 2)];
        // the way the player sees the table now: they may have turned it
        const next = cursor ? spotToward(map, spots, cursor, arrow, cameraYaw() ?? yaw) : (first ?? null);
        if (next) onCursor(next);
      } else if (event.key.toLowerCase() === 'r') {
        onTurnFacing();
      } else if (event.key === 'Enter' && cursor && !(target instanceof HTMLButtonElement)) {
        onPlace(cursor);
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, map, spots, cursor, yaw, onCursor, onTurnFacing, onPlace]);
}
