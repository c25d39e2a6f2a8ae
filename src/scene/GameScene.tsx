import { Suspense, useCallback, useMemo } from 'react';
import type { GameMap } from '../engine';
import { boardExtent, boardRadius } from '../physics/boardLayout';
import { type PieceRef, pieceIdOf, pieceRefOf } from '../store/game/pieceRef';
import { useShownTable } from '../store/game/shownTable';
import { selectOverboard, usePlaybackStore } from '../store/playback/playbackStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { leverCharge } from '../store/volley/leverCharge';
import { gamePieces } from '../table/piecePoses';
import { Board } from './Board';
import { CameraRig } from './CameraRig';
import { GameFlight } from './GameFlight';
import { type HexMarker, HexMarkers } from './HexMarkers';
import { Islands } from './Islands';
import { LandingMarker } from './LandingMarker';
import { LeverAim } from './LeverAim';
import { Lights } from './Lights';
import { letterPoints } from './letterPoints';
import { Pieces } from './Pieces';
import { ScreenPoint, type ScreenPointProps } from './ScreenPoint';
import { ShownSignal } from './ShownSignal';
import { TableFog } from './TableFog';
import { TableTokens } from './TableTokens';
import { type TurnHandle, TurnHandles } from './TurnHandles';
import { FrameProbe } from './testProbe';
import { useCameraSide } from './useCameraSide';
import { useFiring } from './useFiring';
import { type Framing, useGameFocus } from './useGameFocus';
import { useGraphics } from './useGraphics';
import { useLeverFlick } from './useLeverFlick';
import { usePlayingBeat } from './usePlayingBeat';

interface GameSceneProps {
  map: GameMap;
  /** What the camera frames beyond the table's own state: the targets, the whole table, the free window. */
  framing: Framing;
  markers: readonly HexMarker[];
  /** Turn buttons beside the selected piece. */
  turnHandles: { x: number; z: number; height: number; handles: TurnHandle[] } | null;
  selected: PieceRef | null;
  onSelect: (piece: PieceRef) => void;
  /** A board point whose place on screen the HUD follows (the active ship: announcements keep clear). */
  tracked?: ScreenPointProps | null;
  /** Told when the board and its pieces are drawn, and when they are not (still loading). */
  onBoardShown?: (shown: boolean) => void;
  /** The table is covered while it is laid out: the camera jumps to its place instead of gliding. */
  covered?: boolean;
}

/**
 * The whole table: board, islands, pieces, move markers, and the volley being aimed or flown. It reads
 * the table as shown, the beat being played and the volley from the stores itself; the screen gives it
 * what only the screen knows (the selection, the markers, the free window).
 */
export function GameScene({
  map,
  framing,
  markers,
  turnHandles,
  selected,
  onSelect,
  tracked,
  onBoardShown,
  covered = false,
}: GameSceneProps) {
  const table = useShownTable();
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const overboard = usePlaybackStore(selectOverboard);
  const { glides, places } = usePlayingBeat(map);
  const firing = useFiring();
  const bindLever = useLeverFlick(firing.stage.kind === 'aiming');
  const extent = useMemo(() => boardExtent(map), [map]);
  const letters = useMemo(() => letterPoints(map), [map]);
  const radius = boardRadius(extent);
  const graphics = useGraphics();
  const shown = table?.shown ?? null;
  const pieces = useMemo(() => (shown ? gamePieces(shown) : []), [shown]);
  const trace = firing.stage.kind === 'flying' ? firing.stage.trace : null;
  // captains the flight draws, and those thrown off that have yet to drop onto their sterns
  const animatedCaptains = useMemo(
    () => [
      ...(trace?.bodies.flatMap((body) => (body.kind === 'captain' ? [body.ship] : [])) ?? []),
      ...overboard.split(' ').filter(Boolean),
    ],
    [trace, overboard],
  );
  const selectPiece = useCallback(
    (id: string) => {
      const piece = pieceRefOf(id);
      if (piece) onSelect(piece);
    },
    [onSelect],
  );
  const side = useCameraSide(table?.viewer ?? null);
  const focus = useGameFocus(shown, firing, places, framing, side);
  if (!table || !focus) return null;
  const lever = firing.aiming ?? (trace ? firing.flying : null);
  const firingId = lever ? (lever.source === 'ship' ? lever.ship : lever.source) : null;
  const { view } = table;
  return (
    <>
      <color attach="background" args={['#0b1c29']} />
      <TableFog color="#0b1c29" boardRadius={radius} />
      <FrameProbe />
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
        <HexMarkers
          map={map}
          markers={markers}
          pulsing={shown?.phase.kind === 'placeKraken' && !reducedMotion}
        />
        {onBoardShown && <ShownSignal onShown={onBoardShown} />}
      </Suspense>
      {/* the DOM handles stay outside the Suspense boundary: one that re-suspends would detach them */}
      {turnHandles && <TurnHandles {...turnHandles} letters={letters} />}
      {firing.aiming && (
        <LeverAim
          kind={firing.aiming.source}
          x={firing.aiming.x}
          z={firing.aiming.z}
          yaw={firing.aiming.yaw}
          loaded
          charge={leverCharge}
          colliders={false}
          bindLever={bindLever}
        />
      )}
      {/* shown only while the table's practice aids have chances for this volley */}
      {firing.aiming && <LandingMarker charge={leverCharge} />}
      <Suspense fallback={null}>
        <GameFlight />
      </Suspense>
    </>
  );
}
