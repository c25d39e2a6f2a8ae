import { useMemo } from 'react';
import type { GameMap, GameView } from '../engine';
import type { ShipId } from '../engine/ids';
import type { PieceGlides } from '../table/glideOf';
import {
  CARD,
  COIN,
  cardSpot,
  HOLD_SPOTS,
  holdPose,
  STACK,
  supplyPlaces,
  TABLE_Y,
  TREASURE,
} from '../table/holdPlaces';
import { flagTexture } from './flagTexture';
import { CaptainCardToken, CaptainOnTrack, CardToken, FlyingTokens } from './HoldTokens';
import { coinEdge, coinFace, treasureFace } from './tokenTextures';

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

/**
 * What lies on the table beside the board, as in the box: the supply (coin and treasure tokens) and
 * each player's hold (their captain card, island flag, coins, treasures and face-down treasure card
 * tokens showing the letter of the island they came from, and during their turn their captain on the
 * card's action track); cards and coins the table is playing fly in.
 */
export function TableTokens({ view, map, beat }: { view: GameView; map: GameMap; beat: PieceGlides | null }) {
  const supply = supplyPlaces(map);
  return (
    <group>
      <Piles count={view.supply.coins} kind="coin" at={[supply.coins.x, supply.coins.y, supply.coins.z]} />
      <Piles
        count={view.supply.treasures}
        kind="treasure"
        at={[supply.treasures.x, supply.treasures.y, supply.treasures.z]}
      />
      {view.players.map((player) => {
        if (!player.ship) return null;
        const place = holdPose(map, player.ship);
        return (
          <group key={player.seat} position={[place.x, TABLE_Y, place.z]} rotation-y={place.yaw}>
            <group position={[HOLD_SPOTS.flag.x, 0, HOLD_SPOTS.flag.z]}>
              <StandingFlag ship={player.ship} />
            </group>
            <Piles count={player.coins} kind="coin" at={[HOLD_SPOTS.coins.x, 0, HOLD_SPOTS.coins.z]} />
            <Piles
              count={player.treasures}
              kind="treasure"
              at={[HOLD_SPOTS.treasures.x, 0, HOLD_SPOTS.treasures.z]}
            />
            <group position={[HOLD_SPOTS.captainCard.x, 0, HOLD_SPOTS.captainCard.z]}>
              <CaptainCardToken ship={player.ship} cursed={player.cursed} beat={beat} />
            </group>
            {player.captainAt === 'track' && view.turn?.seat === player.seat && (
              <CaptainOnTrack ship={player.ship} actionsUsed={view.turn.actionsUsed} beat={beat} />
            )}
            {player.cards.map((card, index) => (
              <group key={card.tokenId} position={[cardSpot(index).x, CARD.thickness / 2, cardSpot(index).z]}>
                <CardToken from={card.from} />
              </group>
            ))}
          </group>
        );
      })}
      <FlyingTokens beat={beat} />
    </group>
  );
}
