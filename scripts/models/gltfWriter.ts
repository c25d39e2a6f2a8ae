import { Document, type Material, type Node } from '@gltf-transform/core';
import type { BufferGeometry } from 'three';

export interface MaterialSpec {
  name: string;
  /** sRGB hex colour, e.g. '#a0522d'. */
  colour: string;
  roughness: number;
  metalness?: number;
  /** Seen from both sides (thin sheets: the sail). */
  doubleSided?: boolean;
}

/** glTF stores linear colour factors; our specs use sRGB hex like the rest of the game. */
function linearFactor(hex: string): [number, number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(16), channel(8), channel(0), 1];
}

/** A glTF document under construction: one scene, materials made once by name. */
export class ModelBuilder {
  readonly document = new Document();
  readonly scene = this.document.createScene('scene');
  private readonly buffer = this.document.createBuffer();
  private readonly materials = new Map<string, Material>();

  material(spec: MaterialSpec): Material {
    const existing = this.materials.get(spec.name);
    if (existing) return existing;
    const material = this.document
      .createMaterial(spec.name)
      .setBaseColorFactor(linearFactor(spec.colour))
      .setRoughnessFactor(spec.roughness)
      .setMetallicFactor(spec.metalness ?? 0)
      .setDoubleSided(spec.doubleSided ?? false);
    this.materials.set(spec.name, material);
    return material;
  }

  /** Adds a mesh made from a three.js geometry (already positioned in the piece's frame). */
  mesh(name: string, geometry: BufferGeometry, material: MaterialSpec, parent?: Node): Node {
    const index = geometry.getIndex();
    const positions = geometry.getAttribute('position');
    const normals = geometry.getAttribute('normal');
    if (!positions || !normals) throw new Error(`${name}: geometry needs positions and normals`);
    const primitive = this.document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        this.document
          .createAccessor(`${name}-position`, this.buffer)
          .setType('VEC3')
          .setArray(new Float32Array(positions.array)),
      )
      .setAttribute(
        'NORMAL',
        this.document
          .createAccessor(`${name}-normal`, this.buffer)
          .setType('VEC3')
          .setArray(new Float32Array(normals.array)),
      )
      .setMaterial(this.material(material));
    const uvs = geometry.getAttribute('uv');
    if (uvs) {
      primitive.setAttribute(
        'TEXCOORD_0',
        this.document
          .createAccessor(`${name}-uv`, this.buffer)
          .setType('VEC2')
          .setArray(new Float32Array(uvs.array)),
      );
    }
    if (index) {
      primitive.setIndices(
        this.document
          .createAccessor(`${name}-index`, this.buffer)
          .setType('SCALAR')
          .setArray(new Uint32Array(index.array)),
      );
    }
    const node = this.document
      .createNode(name)
      .setMesh(this.document.createMesh(name).addPrimitive(primitive));
    (parent ?? this.scene).addChild(node);
    return node;
  }

  group(name: string, parent?: Node): Node {
    const node = this.document.createNode(name);
    (parent ?? this.scene).addChild(node);
    return node;
  }
}
