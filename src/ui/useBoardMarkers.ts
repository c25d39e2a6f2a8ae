import { useCallback, useMemo, useState } from 'react';
import {
  type Facing,
  facingToward,
  type GameMap,
  type HexKey,
  standardMap,
  type TableState,
} from '../engine';
import { homeYaw } from '../scene/gameCamera';
import type { HexMarker } from '../scene/HexMarkers';
import { moveTargetsOf, selectKrakenSpots } from '../store/game/gameSelectors';
import { useGameStore } from '../store/game/gameStore';
import type { PieceRef } from '../store/game/pieceRef';
import { useKrakenKeys } from './useKrakenKeys';

export type KrakenFacingChoice = Facing | 'towardTower';

interface BoardMarkersInput {
  game: TableState | null;
  map: GameMap | null;
  selected: PieceRef | null;
  /** No volley is on screen. */
  stageIdle: boolean;
  /** A computer captain is acting: the person picks nothing. */
  computerActing: boolean;
  tableReady: boolean;
}

/**
 * The glowing spaces on the board: the Kraken's allowed spaces in S2 (with the keyboard cursor and
 * the chosen facing), else the moves of the selected piece.
 */
export function useBoardMarkers({
  game,
  map,
  selected,
  stageIdle,
  computerActing,
  tableReady,
}: BoardMarkersInput) {
  const [krakenFacing, setKrakenFacing] = useState<KrakenFacingChoice>('towardTower');
  const [krakenCursor, setKrakenCursor] = useState<HexKey | null>(null);

  const markers = useMemo<HexMarker[]>(() => {
    if (!game || !map || !stageIdle || computerActing) return [];
    if (game.phase.kind === 'placeKraken') {
      return [...selectKrakenSpots(game)].map(([hex, facings]) => {
        const wanted = krakenFacing === 'towardTower' ? facingToward(hex, map.tower) : krakenFacing;
        const facing = facings.includes(wanted) ? wanted : (facings[0] ?? 0);
        return { hex, tone: 'step' as const, action: { type: 'placeKraken' as const, hex, facing } };
      });
    }
    return [...moveTargetsOf(game, selected)];
  }, [game, map, selected, stageIdle, computerActing, krakenFacing]);

  const placing = game?.phase.kind === 'placeKraken' && stageIdle;
  const spots = useMemo(() => (placing ? markers.map((marker) => marker.hex) : []), [placing, markers]);
  const turnFacingKey = useCallback(
    () =>
      setKrakenFacing((facing) =>
        facing === 'towardTower' ? 0 : facing === 5 ? 'towardTower' : ((facing + 1) as Facing),
      ),
    [],
  );
  const placeAt = useCallback(
    (hex: HexKey) => {
      const marker = markers.find((candidate) => candidate.hex === hex);
      if (marker) useGameStore.getState().dispatch(marker.action);
    },
    [markers],
  );
  useKrakenKeys({
    enabled: placing && tableReady,
    map: map ?? standardMap,
    spots,
    cursor: krakenCursor,
    yaw: game ? homeYaw(game, game.firstSeat ?? null) : 0,
    onCursor: setKrakenCursor,
    onTurnFacing: turnFacingKey,
    onPlace: placeAt,
  });
  // the same array until something changes: the scene's markers redraw the table when it does
  const shownMarkers = useMemo(
    () =>
      placing
        ? markers.map((marker) =>
            marker.hex === krakenCursor ? { ...marker, tone: 'finish' as const } : marker,
          )
        : markers,
    [placing, markers, krakenCursor],
  );
  return { markers, shownMarkers, krakenFacing, setKrakenFacing, krakenCursor };
}
