import { Suspense, useCallback, useMemo } from 'react';
import type { GameMap, GameState, GameView } from '../engine';
import { boardExtent, boardRadius } from '../physics/boardLayout';
import type { VolleyTrace } from '../physics/traceTypes';
import { type PieceRef, pieceIdOf, pieceRefOf } from '../store/game/pieceRef';
import type { ChargeSource } from '../store/volley/chargeSource';
import type { PieceGlides } from '../table/glideOf';
import { type FiringPose, gamePieces } from '../table/piecePoses';
import { Board } from './Board';
import { type CameraFocus, CameraRig } from './CameraRig';
import { FrameProbe } from './FrameProbe';
import { type HexMarker, HexMarkers } from './HexMarkers';
import { Islands } from './Islands';
import { LeverAim, type LeverBinding } from './LeverAim';
import { Lights } from './Lights';
import { Pieces } from './Pieces';
import { createClock } from './playbackClock';
import { ScreenPoint, type ScreenPointProps } from './ScreenPoint';
import { ShownSignal } from './ShownSignal';
import { TableFog } from './TableFog';
import { TableTokens } from './TableTokens';
import { type TurnHandle, TurnHandles } from './TurnHandles';
import { useGraphics } from './useGraphics';
import { VolleyPlayback } from './VolleyPlayback';

/** The firing piece's place (src/table computes it). */
export type FiringPlace = FiringPose;

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
        charge: ChargeSource;
        bindLever: () => LeverBinding;
      })
    | null;
  flight: { id: string; trace: VolleyTrace; firing: FiringPlace; speed: number; onDone: () => void } | null;
  /** A board point whose place on screen the HUD follows (the active ship: announcements keep clear). */
  tracked?: ScreenPointProps | null;
  /** Pieces gliding for the event being played on the table. */
  glides?: PieceGlides | null;
  /** Ships (ids, space-separated) whose captains a volley threw off and whose fall is still to come. */
  overboard?: string;
  /** Told when the board and its pieces are drawn, and when they are not (still loading). */
  onBoardShown?: (shown: boolean) => void;
  /** The table is covered while it is laid out: the camera jumps to its place instead of gliding. */
  covered?: boolean;
}

/** The longest step of the game's playback clock in one frame, s. */
const GAME_FRAME_STEP_S = 0.1;

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
  tracked,
  glides = null,
  overboard = '',
  onBoardShown,
  covered = false,
}: GameSceneProps) {
  const extent = useMemo(() => boardExtent(map), [map]);
  const radius = boardRadius(extent);
  const graphics = useGraphics();
  const firing = aiming ?? flight?.firing ?? null;
  const pieces = useMemo(() => gamePieces(game), [game]);
  // captains the flight draws, and those thrown off that have yet to drop onto their sterns
  const animatedCaptains = useMemo(
    () => [
      ...(flight?.trace.bodies.flatMap((body) => (body.kind === 'captain' ? [body.ship] : [])) ?? []),
      ...overboard.split(' ').filter(Boolean),
    ],
    [flight, overboard],
  );
  // a fresh clock for each flight (a replay is a new flight)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the flight's id, not its object
  const clock = useMemo(() => createClock(flight?.speed ?? 1), [flight?.id, flight?.speed]);
  const selectPiece = useCallback(
    (id: string) => {
      const piece = pieceRefOf(id);
      if (piece) onSelect(piece);
    },
    [onSelect],
  );
  const firingId = firing ? (firing.source === 'ship' ? firing.ship : firing.source) : null;
  return (
    <>
      <color attach="background" args={['#0b1c29']} />
      <TableFog color="#0b1c29" boardRadius={radius} />
      {import.meta.env.MODE === 'test' && <FrameProbe />}
      {tracked && <ScreenPoint {...tracked} />}
      <Lights boardRadius={radius} fancy={graphics === 'fancy'} />
      <CameraRig focus={focus} board={extent} reducedMotion={reducedMotion} covered={covered} />
      <Suspense fallback={null}>
        <Board
          map={map}
          extent={extent}
          fancy={graphics === 'fancy'}
          animated={graphics === 'fancy' && !reducedMotion}
        />
        <Islands map={map} tokenCounts={view.islands} />
        <TableTokens view={view} map={map} beat={glides} />
        <Pieces
          pieces={pieces}
          firingId={firingId}
          animatedCaptains={animatedCaptains}
          glides={glides}
          selectedId={selected ? pieceIdOf(selected) : null}
          onSelect={selectPiece}
        />
        <HexMarkers map={map} markers={markers} />
        {onBoardShown && <ShownSignal onShown={onBoardShown} />}
      </Suspense>
      {/* the DOM handles stay outside the Suspense boundary: one that re-suspends would detach them */}
      {turnHandles && <TurnHandles {...turnHandles} />}
      {aiming && (
        <LeverAim
          kind={aiming.source}
          x={aiming.x}
          z={aiming.z}
          yaw={aiming.yaw}
          loaded
          charge={aiming.charge}
          colliders={false}
          bindLever={aiming.bindLever}
        />
      )}
      <Suspense fallback={null}>
        {flight && (
          <VolleyPlayback
            key={flight.id}
            trace={flight.trace}
            clock={clock}
            maxFrameSeconds={GAME_FRAME_STEP_S}
            onDone={flight.onDone}
          />
        )}
      </Suspense>
    </>
  );
}
