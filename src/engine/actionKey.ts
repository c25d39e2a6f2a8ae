import type { ActionIntent } from './action';
import { intentOf } from './actionFor';

/** A stable key for comparing intents with the engine's legal list (plain JSON, acting seat left out: A3). */
export function actionKey(action: ActionIntent): string {
  return JSON.stringify(intentOf(action));
}
