import type { PointerEvent as ReactPointerEvent } from 'react';
import { Suspense, useMemo } from 'react';
import type { GameMap, GameState, GameView } from '../engine';
import type { ShipId, VolleySource } from '../engine/ids';
import { boardExtent, boardRadius } from '../physics/boardLayout';
import type { VolleyTrace } from '../physics/traceTypes';
import { useSettingsStore } from '../store/settingsStore';
import { Board } from './Board';
import { type CameraFocus, CameraRig } from './CameraRig';
import { FrameProbe } from './FrameProbe';
import { type HexMarker, HexMarkers } from './HexMarkers';
import { Islands } from './Islands';
import { Lights } from './Lights';
import { type PieceRef, Pieces } from './Pieces';
import { resolveGraphics } from './softwareRenderer';
import { type TurnHandle, TurnHandles } from './TurnHandles';
import { VolleyAim } from './VolleyAim';
import { VolleyPlayback } from './VolleyPlayback';

export interface FiringPlace {
  source: VolleySource;
  ship: ShipId | null;
  x: number;
  z: number;
  yaw: number;
}

interface GameSceneProps {
  /** What the table shows (during a flight: the game as it was before the volley). */
  game: GameState;
  view: GameView;
  map: GameMap;
  focus: CameraFocus;
  markers: readonly HexMarker[];
  /** Turn buttons beside the selected piece. */
  turnHandles: { x: number; z: number; height: number; handles: TurnHandle[] } | null;
  selected: PieceRef | null;
  onSelect: (piece: PieceRef) => void;
  reducedMotion: boolean;
  aiming:
    | (FiringPlace & {
        charge: number | null;
        onPressLever: (event: ReactPointerEvent<HTMLButtonElement>) => void;
      })
    | null;
  flight: { id: string; trace: VolleyTrace; firing: FiringPlace; speed: number; onDone: () => void } | null;
}

/** The whole table: board, islands, pieces, move markers, and the volley being aimed or flown. */
export function GameScene({
  game,
  view,
  map,
  focus,
  markers,
  turnHandles,
  selected,
  onSelect,
  reducedMotion,
  aiming,
  flight,
}: GameSceneProps) {
  const extent = useMemo(() => boardExtent(map), [map]);
  const radius = boardRadius(extent);
  const graphics = resolveGraphics(useSettingsStore((store) => store.graphics));
  const firing = aiming ?? flight?.firing ?? null;
  const animatedCaptains = useMemo(
    () => flight?.trace.bodies.flatMap((body) => (body.kind === 'captain' ? [body.ship] : [])) ?? [],
    [flight],
  );
  return (
    <>
      <color attach="background" args={['#0b1c29']} />
      <fog attach="fog" args={['#0b1c29', radius * 3, radius * 7]} />
      <FrameProbe />
      <Lights boardRadius={radius} fancy={graphics === 'fancy'} />
      <CameraRig focus={focus} boardRadius={radius} reducedMotion={reducedMotion} />
      <Suspense fallback={null}>
        <Board
          map={map}
          extent={extent}
          fancy={graphics === 'fancy'}
          animated={graphics === 'fancy' && !reducedMotion}
        />
        <Islands map={map} tokenCounts={view.islands} />
        <Pieces
          game={game}
          map={map}
          firing={firing?.source ?? null}
          firingShip={firing?.ship ?? null}
          animatedCaptains={animatedCaptains}
          selected={selected}
          onSelect={onSelect}
        />
        <HexMarkers map={map} markers={markers} />
        {turnHandles && <TurnHandles {...turnHandles} />}
        {aiming && (
          <VolleyAim
            kind={aiming.source}
            x={aiming.x}
            z={aiming.z}
            yaw={aiming.yaw}
            charge={aiming.charge}
            onPressLever={aiming.onPressLever}
          />
        )}
        {flight && (
          <VolleyPlayback key={flight.id} trace={flight.trace} speed={flight.speed} onDone={flight.onDone} />
        )}
      </Suspense>
    </>
  );
}
