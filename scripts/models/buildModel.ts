import { NodeIO } from '@gltf-transform/core';
import { modelLook } from '../../src/scene/modelDecor';
import { type ModelName, modelParts } from '../../src/scene/modelParts';
import { partGeometry } from '../../src/scene/shapeGeometry';
import { ModelBuilder } from './gltfWriter';

/** Wood reads as matt; painted parts a little glossier. */
const ROUGHNESS = { wood: 0.78, paint: 0.55 } as const;

/**
 * The .glb bytes of a model: a node named after it holding its physics parts (or, for the pawn, a
 * turned stand-in of exactly their extent), and a `<name>-decor` node with what only shows (mast and
 * sail, tentacles, battlements). Deterministic: same specs, same bytes.
 */
export async function buildModel(name: ModelName): Promise<Uint8Array> {
  const builder = new ModelBuilder();
  const root = builder.group(name);
  const wooden = name === 'cube' || name === 'lever';
  const look = modelLook(name);
  if (look.body) {
    for (const mesh of look.body) builder.mesh(mesh.name, mesh.geometry, mesh.material, root);
  } else {
    modelParts(name).forEach((part, index) => {
      builder.mesh(
        `${part.part}-${index}`,
        partGeometry(part),
        { name: part.part, colour: part.colour, roughness: wooden ? ROUGHNESS.wood : ROUGHNESS.paint },
        root,
      );
    });
  }
  if (look.decor.length > 0) {
    const decor = builder.group(`${name}-decor`);
    for (const mesh of look.decor) builder.mesh(mesh.name, mesh.geometry, mesh.material, decor);
  }
  return new NodeIO().writeBinary(builder.document);
}
