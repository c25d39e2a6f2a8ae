import { useFrame, useThree } from '@react-three/fiber';
import { memo, useEffect, useRef } from 'react';
import type { Group } from 'three';
import { type PieceGlides, progressOf } from '../table/glideOf';
import { glidePose } from '../table/glides';
import type { CaptainMotion } from './CaptainFigure';
import { KrakenPiece } from './KrakenPiece';
import { PieceRing } from './PieceRing';
import { RestingLever } from './RestingLever';
import { ShipPiece } from './ShipPiece';
import type { ScenePiece } from './scenePiece';
import { TowerPiece } from './TowerPiece';
import { recordGlide } from './testProbe';
import { usePieceDrag } from './usePieceDrag';
import { useTap } from './useTap';

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
  /** Selectable: tapping a piece selects it. */
  onSelect?: ((id: string) => void) | undefined;
  /** Draggable: where a dragged piece was let go (world x/z, cm); the camera holds still meanwhile. */
  onDrop?: ((id: string, x: number, z: number) => void) | undefined;
  /** Pieces gliding now (the game's playback): posed each frame, outside React state. */
  glides?: PieceGlides | null;
}

function PieceBody({
  piece,
  captain,
  captainMotion,
  colliders,
}: {
  piece: ScenePiece;
  captain: 'standing' | 'down' | null;
  captainMotion: CaptainMotion | null;
  colliders: boolean;
}) {
  switch (piece.kind) {
    case 'ship':
      return piece.ship ? (
        <ShipPiece ship={piece.ship} captain={captain} captainMotion={captainMotion} colliders={colliders} />
      ) : null;
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

/**
 * The pieces on the table, in the game (tap to select) and the sandbox (tap to select, drag to move).
 * Memoised: a re-render hands every piece fresh press handlers, and any changed prop makes the
 * renderer draw a whole frame (half a second on a slow phone).
 */
export const Pieces = memo(function Pieces({
  pieces,
  firingId,
  markFirer = false,
  animatedCaptains,
  colliders = false,
  selectedId,
  onSelect,
  onDrop,
  glides = null,
}: PiecesProps) {
  const groups = useRef(new Map<string, Group>());
  const invalidate = useThree((state) => state.invalidate);

  // the on-demand frame loop starts drawing as a glide or a captain's fall begins (the frames go on from useFrame)
  useEffect(() => {
    if (glides && (glides.glides.length > 0 || glides.motions.length > 0)) invalidate();
  }, [glides, invalidate]);
  const captainMotionOf = (id: string): CaptainMotion | null => {
    const motion = glides?.motions.find((m) => m.kind === 'captain' && m.ship === id);
    return glides && motion?.kind === 'captain'
      ? { fall: motion.fall, startedAt: glides.startedAt, duration: glides.duration }
      : null;
  };
  useFrame((state) => {
    if (!glides || glides.glides.length === 0) return;
    // held at 0 until the beat's clock starts (startedAt is endless until then)
    const t = progressOf(glides, performance.now());
    for (const glide of glides.glides) {
      const group = groups.current.get(glide.piece);
      if (!group) continue;
      const pose = glidePose(glide, t);
      group.position.set(pose.x, 0, pose.z);
      group.rotation.y = pose.yaw;
      recordGlide(glide.piece, pose, t);
    }
    // the on-demand frame loop draws on while a piece glides (or waits for its clock)
    if (t < 1) state.invalidate();
  });

  const tap = useTap((id: string) => onSelect?.(id), onSelect !== undefined && onDrop === undefined);
  const drag = usePieceDrag(
    {
      // a carried piece floats a little over the board; back on its space when let go (a refused
      // drop leaves it there, an accepted one re-renders it at the new one)
      show: (id, at) => {
        const piece = pieces.find((p) => p.id === id);
        const place = at ? { x: at.x, y: 0.6, z: at.z } : piece ? { x: piece.x, y: 0, z: piece.z } : null;
        if (place) groups.current.get(id)?.position.set(place.x, place.y, place.z);
        invalidate();
      },
      onSelect: (id) => onSelect?.(id),
      onDrop: (id, x, z) => onDrop?.(id, x, z),
    },
    onDrop !== undefined,
  );
  const press = onDrop ? drag : tap;

  return (
    <group>
      {pieces.map((piece) => (
        <group
          key={piece.id}
          ref={(group) => {
            if (group) groups.current.set(piece.id, group);
            else groups.current.delete(piece.id);
          }}
          position={[piece.x, 0, piece.z]}
          rotation-y={piece.yaw}
          {...press(piece.id)}
          name={`piece-${piece.id}`}
        >
          <PieceBody
            piece={piece}
            captain={
              animatedCaptains.includes(piece.id)
                ? null
                : piece.captain
                  ? 'standing'
                  : piece.captainDown
                    ? 'down'
                    : null
            }
            captainMotion={captainMotionOf(piece.id)}
            colliders={colliders}
          />
          {piece.id !== firingId && <RestingLever kind={piece.kind} colliders={colliders} />}
          {piece.id === selectedId && <PieceRing colour="#ffd54a" />}
          {markFirer && piece.id === firingId && piece.id !== selectedId && <PieceRing colour="#ff7a2f" />}
        </group>
      ))}
    </group>
  );
});
