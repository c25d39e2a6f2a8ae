import type { ThreeEvent } from '@react-three/fiber';
import { useThree } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import { KrakenPiece } from './KrakenPiece';
import { PieceRing } from './PieceRing';
import { RestingLever } from './RestingLever';
import { ShipPiece } from './ShipPiece';
import type { ScenePiece } from './scenePiece';
import { TowerPiece } from './TowerPiece';

interface PiecesProps {
  pieces: readonly ScenePiece[];
  /** The firer: its lever is drawn by the aim or the playback instead. */
  firingId: string | null;
  /** Mark the firer with a ring of its own (the sandbox, where any piece may fire). */
  markFirer?: boolean;
  /** Captains the playback draws (they may fly), by their ship. */
  animatedCaptains: readonly string[];
  colliders?: boolean;
  selectedId: string | null;
  /** Selectable: pressing a piece selects it. */
  onSelect?: ((id: string) => void) | undefined;
  /** Draggable: where a dragged piece was let go (world x/z, cm); the camera holds still meanwhile. */
  onDrop?: ((id: string, x: number, z: number) => void) | undefined;
}

function PieceBody({
  piece,
  captain,
  colliders,
}: {
  piece: ScenePiece;
  captain: boolean;
  colliders: boolean;
}) {
  switch (piece.kind) {
    case 'ship':
      return piece.ship ? <ShipPiece ship={piece.ship} captain={captain} colliders={colliders} /> : null;
    case 'kraken':
      return <KrakenPiece colliders={colliders} />;
    case 'tower':
      return <TowerPiece colliders={colliders} />;
    default: {
      const never: never = piece.kind;
      throw new Error(String(never));
    }
  }
}

/** The pieces on the table, in the game (selectable) and the sandbox (selectable and draggable). */
export function Pieces({
  pieces,
  firingId,
  markFirer = false,
  animatedCaptains,
  colliders = false,
  selectedId,
  onSelect,
  onDrop,
}: PiecesProps) {
  const groups = useRef(new Map<string, Group>());
  const dragging = useRef<string | null>(null);
  const controls = useThree((state) => state.controls) as { enabled: boolean } | null;
  const invalidate = useThree((state) => state.invalidate);

  /** Puts a dragged piece back on its space (a refused or abandoned drop). */
  const putBack = (id: string) => {
    const piece = pieces.find((p) => p.id === id);
    if (piece) groups.current.get(id)?.position.set(piece.x, 0, piece.z);
    invalidate();
  };
  const press = (id: string) => (event: ThreeEvent<PointerEvent>) => {
    if (!onSelect && !onDrop) return;
    event.stopPropagation();
    onSelect?.(id);
    if (!onDrop) return;
    dragging.current = id;
    if (controls) controls.enabled = false;
    // let go off the table (over a panel): the table never hears it, so the window ends the drag
    window.addEventListener(
      'pointerup',
      () => {
        if (dragging.current !== id) return;
        dragging.current = null;
        if (controls) controls.enabled = true;
        putBack(id);
      },
      { once: true },
    );
  };
  const drag = (event: ThreeEvent<PointerEvent>) => {
    const group = dragging.current ? groups.current.get(dragging.current) : null;
    if (!group) return;
    group.position.set(event.point.x, 0.6, event.point.z);
    invalidate();
  };
  const drop = (event: ThreeEvent<PointerEvent>) => {
    const id = dragging.current;
    dragging.current = null;
    if (controls) controls.enabled = true;
    if (!id) return;
    // back to its space: a refused move leaves it there, an accepted one re-renders it at the new one
    putBack(id);
    onDrop?.(id, event.point.x, event.point.z);
  };

  return (
    <group>
      {onDrop && (
        // catches the pointer over the whole table while a piece is dragged
        <mesh rotation-x={-Math.PI / 2} position={[0, 0.05, 0]} onPointerMove={drag} onPointerUp={drop}>
          <planeGeometry args={[400, 400]} />
          <meshBasicMaterial transparent opacity={0} depthWrite={false} />
        </mesh>
      )}
      {pieces.map((piece) => (
        <group
          key={piece.id}
          ref={(group) => {
            if (group) groups.current.set(piece.id, group);
            else groups.current.delete(piece.id);
          }}
          position={[piece.x, 0, piece.z]}
          rotation-y={piece.yaw}
          onPointerDown={press(piece.id)}
          name={`piece-${piece.id}`}
        >
          <PieceBody
            piece={piece}
            captain={piece.captain && !animatedCaptains.includes(piece.id)}
            colliders={colliders}
          />
          {piece.id !== firingId && <RestingLever kind={piece.kind} colliders={colliders} />}
          {piece.id === selectedId && <PieceRing colour="#ffd54a" />}
          {markFirer && piece.id === firingId && piece.id !== selectedId && <PieceRing colour="#ff7a2f" />}
        </group>
      ))}
    </group>
  );
}
