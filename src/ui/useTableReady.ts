import { useProgress } from '@react-three/drei';
import { usePhysicsReady } from './usePhysicsReady';

/**
 * Whether volleys can be simulated and the table is drawn: physics loaded, models loaded, and the
 * board on the table (`boardShown`, from the scene: a font loads without reporting progress).
 */
export function useTableReady(boardShown: boolean): { physicsReady: boolean; tableReady: boolean } {
  const physicsReady = usePhysicsReady();
  // nothing counted yet means nothing started, unless the board is drawn: then its models came from the
  // cache (the home's title picture loaded them before drei's loading store existed to count them)
  const modelsLoading = useProgress((progress) => progress.active || (progress.total === 0 && !boardShown));
  return { physicsReady, tableReady: physicsReady && !modelsLoading && boardShown };
}
