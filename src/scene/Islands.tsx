import { Billboard, Text } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type Group, PerspectiveCamera, Vector3 } from 'three';
import type { GameMap } from '../engine';
import { ISLAND_LETTERS, type IslandLetter, SHIP_IDS } from '../engine/ids';
import { hexWorld } from '../physics/boardLayout';
import { HEX_RADIUS_CM } from '../physics/boardSpec';
import { useIslandLightStore } from '../store/game/islandLightStore';
import { LETTER_FONT_URL } from './assets';
import { flagTexture } from './flagTexture';
import { ISLAND_TOP_CM, IslandLand } from './IslandLand';
import { LETTER_GLYPHS } from './letterGlyphs';
import { LETTER_ABOVE_BOARD_CM } from './letterHeight';
import { PieceModel } from './PieceModel';

/** Thickness of one treasure card token, cm. */
const TOKEN_THICKNESS_CM = 0.12;
/** A letter's height on the table when seen close, cm. */
const LETTER_CM = 1.7;
/** Never drawn smaller than this on screen, CSS px (the font's size: its capitals stand about 13 px). */
const LETTER_MIN_PX = 20;
const LIGHT_COLOUR = '#ffd24a';

const at = new Vector3();

/**
 * An island's letter, always upright and facing the viewer, never smaller on screen than
 * LETTER_MIN_PX however far back the camera stands; gold while a held card points to it.
 */
function IslandLabel({ letter, lit }: { letter: IslandLetter; lit: boolean }) {
  const scaled = useRef<Group>(null);
  useFrame(({ camera, size }) => {
    const group = scaled.current;
    if (!group || !(camera instanceof PerspectiveCamera)) return;
    group.getWorldPosition(at);
    // cm per CSS px at the letter's distance
    const perPx = (2 * at.distanceTo(camera.position) * Math.tan((camera.fov * Math.PI) / 360)) / size.height;
    group.scale.setScalar(Math.max(1, (LETTER_MIN_PX * perPx) / LETTER_CM));
  });
  return (
    <Billboard position={[0, LETTER_ABOVE_BOARD_CM, 0]}>
      <group ref={scaled}>
        <Text
          font={LETTER_FONT_URL}
          // the board waits for every letter's glyph: made later, the letters would miss its first frame
          characters={LETTER_GLYPHS}
          fontSize={LETTER_CM}
          color={lit ? LIGHT_COLOUR : '#2b1d0e'}
          outlineWidth="12%"
          outlineColor={lit ? '#2b1d0e' : '#f4ead0'}
          anchorX="center"
          anchorY="middle"
        >
          {letter}
        </Text>
      </group>
    </Billboard>
  );
}

/** A gold hexagon round an island a held card points to. */
function IslandLight() {
  return (
    // a ring's first corner points along +x; turned a sixth of a half-turn it matches the pointy-top hexes
    <mesh position={[0, 0.03, 0]} rotation={[-Math.PI / 2, 0, Math.PI / 6]}>
      <ringGeometry args={[HEX_RADIUS_CM * 0.98, HEX_RADIUS_CM * 1.3, 6]} />
      <meshBasicMaterial color={LIGHT_COLOUR} toneMapped={false} />
    </mesh>
  );
}

/** Each treasure island's letter over its first space, as on the game's table (the sandbox draws the islands bare). */
export function IslandLetters({ map }: { map: GameMap }) {
  return (
    <group>
      {ISLAND_LETTERS.map((letter) => {
        const first = map.islands[letter][0];
        if (!first) return null;
        const { x, z } = hexWorld(map, first);
        return (
          <group key={letter} position={[x, 0, z]}>
            <IslandLabel letter={letter} lit={false} />
          </group>
        );
      })}
    </group>
  );
}

interface IslandsProps {
  map: GameMap;
  /** Face-down tokens left on each island (the order stays hidden). */
  tokenCounts: Record<IslandLetter, number>;
}

/** Treasure islands with their letter and face-down token stack, home islands with their flag, the tower island. */
export function Islands({ map, tokenCounts }: IslandsProps) {
  const lit = useIslandLightStore((store) => store.lit);
  return (
    <group>
      {ISLAND_LETTERS.map((letter) =>
        map.islands[letter].map((key, index) => {
          const { x, z } = hexWorld(map, key);
          return (
            <group key={key} position={[x, 0, z]}>
              <IslandLand />
              {index === 0 && (
                <>
                  <IslandLabel letter={letter} lit={lit.includes(letter)} />
                  {lit.includes(letter) && <IslandLight />}
                  <group position={[0, ISLAND_TOP_CM, 0]}>
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
              <mesh position={[0, ISLAND_TOP_CM, 0]} rotation-x={-Math.PI / 2} receiveShadow>
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
