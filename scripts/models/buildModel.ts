import { NodeIO } from '@gltf-transform/core';
import { type ModelName, modelParts } from '../../src/scene/modelParts';
import { partGeometry } from '../../src/scene/shapeGeometry';
import { ModelBuilder } from './gltfWriter';

/** Wood reads as matt; painted parts a little glossier. */
const ROUGHNESS = { wood: 0.78, paint: 0.55 } as const;

/** The .glb bytes of a model, made only from its physics parts. Deterministic: same specs, same bytes. */
export async function buildModel(name: ModelName): Promise<Uint8Array> {
  const builder = new ModelBuilder();
  const root = builder.group(name);
  const wooden = name === 'cube' || name === 'lever';
  modelParts(name).forEach((part, index) => {
    builder.mesh(
      `${part.part}-${index}`,
      partGeometry(part),
      { name: part.part, colour: part.colour, roughness: wooden ? ROUGHNESS.wood : ROUGHNESS.paint },
      root,
    );
  });
  return new NodeIO().writeBinary(builder.document);
}
