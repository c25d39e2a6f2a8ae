import type { ThreeEvent } from '@react-three/fiber';
import type { GameMap, GameState } from '../engine';
import { SHIP_IDS, type ShipId } from '../engine/ids';
import { facingYaw, hexWorld } from '../physics/boardLayout';
import type { PieceKind } from '../physics/pieceSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { SHIP_SPEC } from '../physics/shipSpec';
import { FLAG_STYLES } from './flagStyle';
import { PieceModel } from './PieceModel';

/** A piece the player can point at: their own ship, the Kraken or the tower. */
export type PieceRef = { kind: 'ship'; ship: ShipId } | { kind: 'kraken' } | { kind: 'tower' };

interface PiecesProps {
  game: GameState;
  map: GameMap;
  /** The piece whose lever and cubes the volley playback draws instead. */
  firing: PieceKind | null;
  firingShip: ShipId | null;
  /** Captains the volley playback draws (they may fly). */
  animatedCaptains: readonly ShipId[];
  selected: PieceRef | null;
  onSelect: (piece: PieceRef) => void;
}

function RestingLever({ kind }: { kind: PieceKind }) {
  const mount = PIECE_SPECS[kind].lever;
  return (
    <group position={mount.pivot} rotation-z={mount.restAngle}>
      <PieceModel name="lever" wood />
    </group>
  );
}

/** A soft ring under the selected piece. */
function SelectionRing() {
  return (
    <mesh position={[0, 0.03, 0]} rotation-x={-Math.PI / 2}>
      <ringGeometry args={[2.6, 2.95, 48]} />
      <meshBasicMaterial color="#ffd54a" transparent opacity={0.85} />
    </mesh>
  );
}

/** Ships with their captains, the Kraken and the tower, each with its lever at rest. */
export function Pieces({ game, map, firing, firingShip, animatedCaptains, selected, onSelect }: PiecesProps) {
  const select = (piece: PieceRef) => (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    onSelect(piece);
  };
  const isFiring = (kind: PieceKind, ship?: ShipId) =>
    firing === kind && (kind !== 'ship' || firingShip === ship);
  return (
    <group>
      {SHIP_IDS.map((ship) => {
        const pose = game.ships[ship];
        if (!pose) return null;
        const owner = game.players.find((player) => player.ship === ship);
        const { x, z } = hexWorld(map, pose.hex);
        const colour = FLAG_STYLES[ship].colour;
        const captainVisible = owner?.captainAt === 'stern' && !animatedCaptains.includes(ship);
        return (
          <group
            key={ship}
            position={[x, 0, z]}
            rotation-y={facingYaw(pose.facing)}
            onPointerDown={select({ kind: 'ship', ship })}
            name={`ship-${ship}`}
          >
            <PieceModel name="ship" paint={{ hull: colour, bow: colour, stern: FLAG_STYLES[ship].dark }} />
            {!isFiring('ship', ship) && <RestingLever kind="ship" />}
            {captainVisible && SHIP_SPEC.captainStand && (
              <PieceModel name="captain" position={SHIP_SPEC.captainStand} paint={{ captain: colour }} />
            )}
            {selected?.kind === 'ship' && selected.ship === ship && <SelectionRing />}
          </group>
        );
      })}
      {game.kraken && (
        <group
          position={[hexWorld(map, game.kraken.hex).x, 0, hexWorld(map, game.kraken.hex).z]}
          rotation-y={facingYaw(game.kraken.facing)}
          onPointerDown={select({ kind: 'kraken' })}
          name="kraken"
        >
          <PieceModel name="kraken" />
          {!isFiring('kraken') && <RestingLever kind="kraken" />}
          {selected?.kind === 'kraken' && <SelectionRing />}
        </group>
      )}
      <group
        position={[hexWorld(map, map.tower).x, 0, hexWorld(map, map.tower).z]}
        rotation-y={facingYaw(game.towerFacing)}
        onPointerDown={select({ kind: 'tower' })}
        name="tower"
      >
        <PieceModel name="tower" />
        {!isFiring('tower') && <RestingLever kind="tower" />}
        {selected?.kind === 'tower' && <SelectionRing />}
      </group>
    </group>
  );
}
