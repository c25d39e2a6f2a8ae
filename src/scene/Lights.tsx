import { Environment, Lightformer } from '@react-three/drei';

/**
 * Warm tabletop light: a key light with soft shadows, a cool fill, and (fancy graphics) a studio environment
 * built from light-formers (drei renders them into a cube map locally, so nothing is fetched from the web).
 * Software WebGL cannot afford image-based lighting on every pixel, so the fast mode goes without.
 */
export function Lights({ boardRadius, fancy }: { boardRadius: number; fancy: boolean }) {
  const shadowExtent = boardRadius * 1.15;
  return (
    <>
      {/* without the environment's bounce light the fast mode needs a brighter sky */}
      <hemisphereLight args={['#ffe9cc', '#4a3a28', fancy ? 0.5 : 1.6]} />
      <directionalLight
        castShadow
        position={[boardRadius * 0.6, boardRadius * 1.4, boardRadius * 0.45]}
        intensity={2.0}
        color="#ffe4bd"
        shadow-mapSize={[2048, 2048]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.03}
        shadow-camera-left={-shadowExtent}
        shadow-camera-right={shadowExtent}
        shadow-camera-top={shadowExtent}
        shadow-camera-bottom={-shadowExtent}
        shadow-camera-near={1}
        shadow-camera-far={boardRadius * 4}
        shadow-radius={6}
      />
      {fancy && (
        <Environment resolution={128} frames={1}>
          <Lightformer
            form="rect"
            intensity={1.4}
            color="#ffe9c8"
            position={[0, 6, 0]}
            rotation-x={Math.PI / 2}
            scale={[10, 6, 1]}
          />
          <Lightformer
            form="rect"
            intensity={1.2}
            color="#9fc4ff"
            position={[-6, 2, 4]}
            rotation-y={Math.PI / 3}
            scale={[6, 3, 1]}
          />
          <Lightformer form="ring" intensity={0.8} color="#ffd29a" position={[6, 3, -4]} scale={3} />
        </Environment>
      )}
    </>
  );
}
