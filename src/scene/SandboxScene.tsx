import { Suspense, useMemo } from 'react';
import { getMap } from '../engine';
import { boardExtent, boardRadius } from '../physics/boardLayout';
import { ISLAND_PART } from '../physics/boardSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import type { VolleyTrace } from '../physics/traceTypes';
import type { ChargeSource } from '../store/volley/chargeSource';
import { Board } from './Board';
import { type CameraFocus, CameraRig } from './CameraRig';
import { ColliderParts } from './ColliderParts';
import { HandTable, type HandTableProps } from './HandTable';
import { IslandLetters } from './Islands';
import { LeverAim, type LeverBinding } from './LeverAim';
import { Lights } from './Lights';
import { PieceModel } from './PieceModel';
import { Pieces } from './Pieces';
import type { PlaybackClock } from './playbackClock';
import type { ScenePiece } from './scenePiece';
import { TableFog } from './TableFog';
import { TrailLines } from './TrailLines';
import { FrameProbe } from './testProbe';
import { useGraphics } from './useGraphics';
import { VolleyPlayback } from './VolleyPlayback';

export interface SandboxSceneProps {
  pieces: readonly ScenePiece[];
  islands: readonly { x: number; z: number }[];
  firingId: string;
  focus: CameraFocus;
  reducedMotion: boolean;
  /** The firer's lever and handle (loaded: offered for the next volley); null where nothing is fired. */
  aim: {
    loaded: boolean;
    charge: ChargeSource;
    bindLever: () => LeverBinding;
  } | null;
  /** The volley whose bodies are shown (playing, or lying where they came to rest). */
  flight: { trace: VolleyTrace; run: number; clock: PlaybackClock; onDone?: () => void } | null;
  trail: VolleyTrace | null;
  ghosts: readonly VolleyTrace[];
  colliders: boolean;
  /** A glowing mark where the deciding contact happened (world, cm). */
  marker: readonly [number, number, number] | null;
  selectedId: string | null;
  onSelect?: (id: string) => void;
  onDrop?: (id: string, x: number, z: number) => void;
  /** Hand mode: the layout in live physics to touch instead of the recorded volley (null: off). */
  hand?: (Pick<HandTableProps, 'holdHeight' | 'onRelease'> & { resets: number }) | null;
}

const islandParts = [ISLAND_PART];
/** The sandbox and the tuning replays sit on the standard board (its printed hexes and extent). */
const BOARD_MAP = getMap('standard');

/** The practice table: board, islands, pieces, the loaded lever, a recorded volley, trails, colliders. */
export function SandboxScene(props: SandboxSceneProps) {
  const { pieces, islands, firingId, focus, aim, flight, colliders } = props;
  const extent = useMemo(() => boardExtent(BOARD_MAP), []);
  const radius = boardRadius(extent);
  const graphics = useGraphics();
  const firer = pieces.find((piece) => piece.id === firingId) ?? null;
  const animatedCaptains = useMemo(
    () => flight?.trace.bodies.flatMap((body) => (body.kind === 'captain' ? [body.ship] : [])) ?? [],
    [flight],
  );
  // the tower stands on its own island wherever it goes
  const towerIslands = pieces.filter(
    (piece) =>
      PIECE_SPECS[piece.kind].onIsland &&
      !islands.some((i) => Math.hypot(i.x - piece.x, i.z - piece.z) < 0.5),
  );
  return (
    <>
      <color attach="background" args={['#0b1c29']} />
      <TableFog color="#0b1c29" boardRadius={radius} />
      <FrameProbe />
      <Lights boardRadius={radius} fancy={graphics === 'fancy'} />
      <CameraRig focus={focus} board={extent} reducedMotion={props.reducedMotion} />
      {firer && aim && !props.hand && (
        <LeverAim
          kind={firer.kind}
          x={firer.x}
          z={firer.z}
          yaw={firer.yaw}
          loaded={aim.loaded}
          charge={aim.charge}
          colliders={colliders}
          bindLever={aim.bindLever}
        />
      )}
      <Suspense fallback={null}>
        <Board
          map={BOARD_MAP}
          extent={extent}
          fancy={graphics === 'fancy'}
          animated={graphics === 'fancy' && !props.reducedMotion}
        />
        {[...islands, ...towerIslands].map((island) => (
          <group key={`${island.x},${island.z}`} position={[island.x, 0, island.z]}>
            <PieceModel name="island" />
            {colliders && <ColliderParts parts={islandParts} colour="#9fd3ff" />}
          </group>
        ))}
        {/* the standard board's islands carry their letters, as in the game (the empty sea has none) */}
        {islands.length > 0 && <IslandLetters map={BOARD_MAP} />}
        {props.hand && (
          <HandTable
            key={props.hand.resets}
            pieces={pieces}
            islands={islands}
            firingId={firingId}
            extent={extent}
            holdHeight={props.hand.holdHeight}
            onRelease={props.hand.onRelease}
          />
        )}
        {!props.hand && (
          <Pieces
            pieces={pieces}
            firingId={firingId}
            markFirer
            animatedCaptains={animatedCaptains}
            colliders={colliders}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
            onDrop={props.onDrop}
          />
        )}
        {flight && !props.hand && (
          <VolleyPlayback
            key={flight.run}
            trace={flight.trace}
            clock={flight.clock}
            colliders={colliders}
            hideLever={aim?.loaded ?? false}
            {...(flight.onDone ? { onDone: flight.onDone } : {})}
          />
        )}
        <TrailLines last={props.trail} ghosts={props.ghosts} />
        {props.marker && (
          <mesh position={props.marker as [number, number, number]} renderOrder={3}>
            <sphereGeometry args={[0.7, 20, 12]} />
            <meshBasicMaterial color="#ff3b30" transparent opacity={0.55} depthTest={false} />
          </mesh>
        )}
      </Suspense>
    </>
  );
}
