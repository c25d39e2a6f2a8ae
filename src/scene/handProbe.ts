import type { Vec3 } from '../physics/vec';

/** Where the live cubes are now (world, cm): read by the test build's hooks, never by the game. */
type CubeReader = () => Vec3[];

let reader: CubeReader | null = null;

export function registerHandCubes(next: CubeReader | null): void {
  reader = next;
}

export function liveHandCubes(): Vec3[] {
  return reader?.() ?? [];
}
