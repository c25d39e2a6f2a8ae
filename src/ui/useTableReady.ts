import { useProgress } from '@react-three/drei';
import { usePhysicsReady } from './usePhysicsReady';

/** Whether volleys can be simulated and the table is drawn (physics loaded, models loaded). */
export function useTableReady(): { physicsReady: boolean; tableReady: boolean } {
  const physicsReady = usePhysicsReady();
  const modelsLoading = useProgress((progress) => progress.active || progress.total === 0);
  return { physicsReady, tableReady: physicsReady && !modelsLoading };
}
