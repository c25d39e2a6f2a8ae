import type { ThreeEvent } from '@react-three/fiber';
import { useThree } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { ShipId } from '../engine/ids';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { LEVER_PARTS } from '../physics/leverSpec';
import type { PieceKind } from '../physics/pieceSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { SHIP_SPEC } from '../physics/shipSpec';
import { ColliderParts } from './ColliderParts';
import { FLAG_STYLES } from './flagStyle';
import { PieceModel } from './PieceModel';

/** A piece as the sandbox scene draws it: world place (cm, radians) and what stands on it. */
export interface ScenePiece {
  id: string;
  kind: PieceKind;
  /** The ship's flag, for its colours and captain. */
  ship: ShipId | null;
  x: number;
  z: number;
  yaw: number;
  /** Draw its captain standing on the stern (ships). */
  captain: boolean;
  isTarget: boolean;
}

interface SandboxPiecesProps {
  pieces: readonly ScenePiece[];
  /** The firer: its lever is drawn by the aim or the playback instead. */
  firingId: string | null;
  /** Captains the playback draws (they may fly). */
  animatedCaptains: readonly string[];
  colliders: boolean;
  selectedId: string | null;
  onSelect?: (id: string) => void;
  /** Drag-and-drop: where a dragged piece was let go (world x/z, cm). */
  onDrop?: (id: string, x: number, z: number) => void;
}

const captainParts = [CAPTAIN_PART];

function RestingLever({ kind, colliders }: { kind: PieceKind; colliders: boolean }) {
  const mount = PIECE_SPECS[kind].lever;
  return (
    <group position={mount.pivot} rotation-z={mount.restAngle}>
      <PieceModel name="lever" wood />
      {colliders && <ColliderParts parts={LEVER_PARTS} />}
    </group>
  );
}

function Ring({ colour }: { colour: string }) {
  return (
    <mesh position={[0, 0.04, 0]} rotation-x={-Math.PI / 2}>
      <ringGeometry args={[2.6, 2.95, 48]} />
      <meshBasicMaterial color={colour} transparent opacity={0.85} depthWrite={false} />
    </mesh>
  );
}

/** The sandbox's pieces: press one to select it, drag it to another space (the camera holds still meanwhile). */
export function SandboxPieces({
  pieces,
  firingId,
  animatedCaptains,
  colliders,
  selectedId,
  onSelect,
  onDrop,
}: SandboxPiecesProps) {
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
      {pieces.map((piece) => {
        const colour = piece.ship ? FLAG_STYLES[piece.ship].colour : '#ffffff';
        const paint = piece.ship
          ? { hull: colour, bow: colour, stern: FLAG_STYLES[piece.ship].dark }
          : undefined;
        const captain = piece.kind === 'ship' && piece.captain && !animatedCaptains.includes(piece.id);
        return (
          <group
            key={piece.id}
            ref={(group) => {
              if (group) groups.current.set(piece.id, group);
              else groups.current.delete(piece.id);
            }}
            position={[piece.x, 0, piece.z]}
            rotation-y={piece.yaw}
            onPointerDown={press(piece.id)}
            name={`sandbox-${piece.id}`}
          >
            <PieceModel name={piece.kind} {...(paint ? { paint } : {})} />
            {colliders && <ColliderParts parts={PIECE_SPECS[piece.kind].parts} />}
            {piece.id !== firingId && <RestingLever kind={piece.kind} colliders={colliders} />}
            {captain && SHIP_SPEC.captainStand && (
              <group position={SHIP_SPEC.captainStand}>
                <PieceModel name="captain" paint={{ captain: colour }} />
                {colliders && <ColliderParts parts={captainParts} />}
              </group>
            )}
            {piece.id === selectedId && <Ring colour="#ffd54a" />}
            {piece.id === firingId && piece.id !== selectedId && <Ring colour="#ff7a2f" />}
          </group>
        );
      })}
    </group>
  );
}
