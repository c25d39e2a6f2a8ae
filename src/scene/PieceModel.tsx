import { useGLTF } from '@react-three/drei';
import { type ComponentProps, useMemo } from 'react';
import { type Material, Mesh, MeshStandardMaterial, type Object3D, type Texture } from 'three';
import { MODEL_URLS } from './assets';
import type { ModelName } from './modelParts';
import { woodTexture } from './woodTexture';

interface PieceModelProps extends Omit<ComponentProps<'group'>, 'children'> {
  name: ModelName;
  /** Colours by material (part) name, e.g. { hull: '#D55E00' }: paints a piece in its player's colour. */
  paint?: Partial<Record<string, string>>;
  /** Use the wood-grain texture (cubes and levers). */
  wood?: boolean;
  /** Textures by material name, e.g. { sail: the player's flag }. */
  maps?: Partial<Record<string, Texture>>;
}

function prepare(
  source: Object3D,
  paint: PieceModelProps['paint'],
  wood: boolean,
  maps: PieceModelProps['maps'],
): Object3D {
  const clone = source.clone(true);
  clone.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    node.castShadow = true;
    node.receiveShadow = true;
    const original = node.material as Material;
    if (!(original instanceof MeshStandardMaterial)) return;
    const colour = paint?.[original.name];
    const map = maps?.[original.name];
    if (!colour && !wood && !map) return;
    const material = original.clone();
    if (colour) material.color.set(colour);
    if (map) {
      material.map = map;
      material.color.set('#ffffff');
    }
    if (wood) {
      material.map = woodTexture();
      material.color.set('#ffffff');
    }
    node.material = material;
  });
  return clone;
}

/** A piece drawn from its .glb (built from the physics specs), optionally repainted. */
export function PieceModel({ name, paint, wood = false, maps, ...group }: PieceModelProps) {
  const { scene } = useGLTF(MODEL_URLS[name]);
  const paintKey = JSON.stringify(paint ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: paintKey stands for paint's contents
  const object = useMemo(() => prepare(scene, paint, wood, maps), [scene, paintKey, wood, maps]);
  return (
    <group {...group}>
      <primitive object={object} />
    </group>
  );
}

for (const url of Object.values(MODEL_URLS)) useGLTF.preload(url);
