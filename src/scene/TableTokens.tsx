import { useMemo } from 'react';
import type { GameMap, GameView } from '../engine';
import type { ShipId } from '../engine/ids';
import { hexWorld } from '../physics/boardLayout';
import type { BoardExtent } from '../physics/boardSpec';
import { BOARD_THICKNESS_CM } from '../physics/boardSpec';
import { flagTexture } from './flagTexture';
import { cardBack, coinEdge, coinFace, treasureFace } from './tokenTextures';

/** Token sizes, cm: a coin, a treasure token, a treasure card token. */
const COIN = { radius: 0.9, thickness: 0.14 } as const;
const TREASURE = { radius: 1.2, thickness: 0.2 } as const;
const CARD = { radius: 1.0, thickness: 0.12 } as const;
/** Tallest stack before a new one starts. */
const STACK = 8;
/** How far beyond the board's edge the supply and the holds lie, cm. */
const MARGIN_CM = 3.5;
/** The table top lies here under the board (the board's underside). */
const TABLE_Y = -BOARD_THICKNESS_CM;

/** A stack of n tokens drawn as one cylinder: the face on top, the edges striped one per token. */
function TokenStack({
  count,
  radius,
  thickness,
  face,
  edge,
  position,
}: {
  count: number;
  radius: number;
  thickness: number;
  face: 'coin' | 'treasure';
  edge: string;
  position: [number, number, number];
}) {
  const top = face === 'coin' ? coinFace() : treasureFace();
  const side = useMemo(() => {
    if (face !== 'coin') return null;
    const texture = coinEdge().clone();
    texture.repeat.set(6, count);
    texture.needsUpdate = true;
    return texture;
  }, [face, count]);
  if (count <= 0) return null;
  const height = count * thickness;
  return (
    <mesh position={[position[0], position[1] + height / 2, position[2]]} castShadow receiveShadow>
      <cylinderGeometry args={[radius, radius, height, 20]} />
      <meshStandardMaterial attach="material-0" color={side ? '#ffffff' : edge} map={side} roughness={0.5} />
      <meshStandardMaterial attach="material-1" map={top} roughness={0.45} />
      <meshStandardMaterial attach="material-2" color={edge} roughness={0.6} />
    </mesh>
  );
}

/** Piles of up to STACK tokens in a row along x from `at`. */
function Piles({
  count,
  kind,
  at,
}: {
  count: number;
  kind: 'coin' | 'treasure';
  at: [number, number, number];
}) {
  const size = kind === 'coin' ? COIN : TREASURE;
  const piles = Math.ceil(count / STACK);
  return (
    <>
      {Array.from({ length: piles }, (_, pile) => (
        <TokenStack
          // biome-ignore lint/suspicious/noArrayIndexKey: piles are numbered left to right
          key={pile}
          count={Math.min(STACK, count - pile * STACK)}
          radius={size.radius}
          thickness={size.thickness}
          face={kind}
          edge={kind === 'coin' ? '#b8891c' : '#5e1016'}
          position={[at[0] + pile * size.radius * 2.2, at[1], at[2]]}
        />
      ))}
    </>
  );
}

/** A player's island flag standing on its little base in their hold. */
function StandingFlag({ ship }: { ship: ShipId }) {
  return (
    <group>
      <mesh position={[0, 0.1, 0]} castShadow>
        <cylinderGeometry args={[0.6, 0.7, 0.2, 12]} />
        <meshStandardMaterial color="#3e2612" roughness={0.8} />
      </mesh>
      <mesh position={[0, 2.1, 0]} castShadow>
        <cylinderGeometry args={[0.06, 0.06, 4, 6]} />
        <meshStandardMaterial color="#3e2612" roughness={0.8} />
      </mesh>
      <mesh position={[1.2, 3.3, 0]} castShadow>
        <planeGeometry args={[2.4, 1.6]} />
        <meshStandardMaterial map={flagTexture(ship)} roughness={0.8} side={2} />
      </mesh>
    </group>
  );
}

/** Where a player's hold lies: beyond the board's edge, on the line from the centre through their home island. */
function holdPlace(map: GameMap, extent: BoardExtent, ship: ShipId): { x: number; z: number; yaw: number } {
  const cx = (extent.minX + extent.maxX) / 2;
  const cz = (extent.minZ + extent.maxZ) / 2;
  const home = map.homes[ship][0];
  const { x, z } = home ? hexWorld(map, home) : { x: extent.maxX, z: extent.maxZ };
  const dx = x - cx;
  const dz = z - cz;
  const halfW = (extent.maxX - extent.minX) / 2 + MARGIN_CM + 2;
  const halfD = (extent.maxZ - extent.minZ) / 2 + MARGIN_CM + 2;
  const reach = Math.min(halfW / Math.max(Math.abs(dx), 1e-6), halfD / Math.max(Math.abs(dz), 1e-6));
  // the hold faces its player, who sits beyond it
  return { x: cx + dx * reach, z: cz + dz * reach, yaw: Math.atan2(dx, dz) };
}

/**
 * What lies on the table beside the board, as in the box: the supply (coin and treasure tokens) and
 * each player's hold (their island flag, coins, treasures and face-down treasure card tokens showing
 * the letter of the island they came from).
 */
export function TableTokens({ view, map, extent }: { view: GameView; map: GameMap; extent: BoardExtent }) {
  const supplyAt: [number, number, number] = [extent.minX + 2, TABLE_Y, extent.maxZ + MARGIN_CM + 1];
  return (
    <group>
      <Piles count={view.supply.coins} kind="coin" at={supplyAt} />
      <Piles count={view.supply.treasures} kind="treasure" at={[supplyAt[0], TABLE_Y, supplyAt[2] + 3]} />
      {view.players.map((player) => {
        if (!player.ship) return null;
        const place = holdPlace(map, extent, player.ship);
        return (
          <group key={player.seat} position={[place.x, TABLE_Y, place.z]} rotation-y={place.yaw}>
            <group position={[-3, 0, 0]}>
              <StandingFlag ship={player.ship} />
            </group>
            <Piles count={player.coins} kind="coin" at={[-0.5, 0, 0]} />
            <Piles count={player.treasures} kind="treasure" at={[-0.5, 0, 2.6]} />
            {player.cards.map((card, index) => (
              <mesh
                key={card.tokenId}
                position={[-0.5 + index * 2.2, CARD.thickness / 2, -2.6]}
                castShadow
                receiveShadow
              >
                <cylinderGeometry args={[CARD.radius, CARD.radius, CARD.thickness, 20]} />
                <meshStandardMaterial attach="material-0" color="#c9b27c" roughness={0.8} />
                <meshStandardMaterial attach="material-1" map={cardBack(card.from)} roughness={0.8} />
                <meshStandardMaterial attach="material-2" color="#c9b27c" roughness={0.8} />
              </mesh>
            ))}
          </group>
        );
      })}
    </group>
  );
}
