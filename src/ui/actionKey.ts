import type { Action } from '../engine/action';

/** A stable key for comparing actions with the engine's legal list (actions are small plain JSON). */
export function actionKey(action: Action): string {
  return JSON.stringify(action);
}
