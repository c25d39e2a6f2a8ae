import { Text } from '@react-three/drei';
import type { GameMap } from '../engine';
import { ISLAND_LETTERS, type IslandLetter, SHIP_IDS } from '../engine/ids';
import { hexWorld } from '../physics/boardLayout';
import { HEX_RADIUS_CM, ISLAND_HEIGHT_CM } from '../physics/boardSpec';
import { LETTER_FONT_URL } from './assets';
import { flagTexture } from './flagTexture';
import { PieceModel } from './PieceModel';

const TOP = ISLAND_HEIGHT_CM + 0.01;
/** Thickness of one treasure card token, cm. */
const TOKEN_THICKNESS_CM = 0.12;

interface IslandsProps {
  map: GameMap;
  /** Face-down tokens left on each island (the order stays hidden). */
  tokenCounts: Record<IslandLetter, number>;
}

/** Treasure islands with their letter and face-down token stack, home islands with their flag, the tower island. */
export function Islands({ map, tokenCounts }: IslandsProps) {
  return (
    <group>
      {ISLAND_LETTERS.map((letter) =>
        map.islands[letter].map((key, index) => {
          const { x, z } = hexWorld(map, key);
          return (
            <group key={key} position={[x, 0, z]}>
              <PieceModel name="island" />
              <mesh position={[0, TOP, 0]} rotation-x={-Math.PI / 2} receiveShadow>
                <circleGeometry args={[HEX_RADIUS_CM * 0.7, 6]} />
                <meshStandardMaterial color="#5f8f3a" roughness={0.9} />
              </mesh>
              {index === 0 && (
                <>
                  <Text
                    font={LETTER_FONT_URL}
                    fontSize={1.7}
                    position={[-0.9, TOP + 0.02, 0]}
                    rotation={[-Math.PI / 2, 0, 0]}
                    color="#2b1d0e"
                    anchorX="center"
                    anchorY="middle"
                  >
                    {letter}
                  </Text>
                  <group position={[0.9, TOP, 0]}>
                    {Array.from({ length: tokenCounts[letter] }, (_, level) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a stack's levels are its identity
                      <mesh key={level} position={[0, TOKEN_THICKNESS_CM * (level + 0.5), 0]} castShadow>
                        <cylinderGeometry args={[0.6, 0.6, TOKEN_THICKNESS_CM * 0.9, 20]} />
                        <meshStandardMaterial color={level % 2 ? '#e8d7a6' : '#dcc48a'} roughness={0.7} />
                      </mesh>
                    ))}
                  </group>
                </>
              )}
            </group>
          );
        }),
      )}
      {SHIP_IDS.map((ship) =>
        map.homes[ship].map((key) => {
          const { x, z } = hexWorld(map, key);
          return (
            <group key={key} position={[x, 0, z]}>
              <PieceModel name="island" />
              <mesh position={[0, TOP, 0]} rotation-x={-Math.PI / 2} receiveShadow>
                <planeGeometry args={[3, 2]} />
                <meshStandardMaterial map={flagTexture(ship)} roughness={0.8} />
              </mesh>
            </group>
          );
        }),
      )}
      {map.towerIsland.map((key) => {
        const { x, z } = hexWorld(map, key);
        return <PieceModel key={key} name="island" position={[x, 0, z]} />;
      })}
    </group>
  );
}
