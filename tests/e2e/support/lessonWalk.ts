import { expect, type Page } from '@playwright/test';
import { LESSON } from '../../../src/store/lesson/lessonScript';
import { pageState, revision } from './driver';
import { planStep } from './planTurn';

/** The lesson step the coach shows, by its id. */
export async function coachStep(page: Page): Promise<string> {
  return (await page.getByTestId('lesson-coach').getAttribute('data-step')) ?? '';
}

/** Waits for the coach to show a step, then writes its screenshot under test-results. */
export async function atStep(page: Page, id: string, shots: string) {
  await expect(page.getByTestId('lesson-coach')).toHaveAttribute('data-step', id, { timeout: 60_000 });
  const index = LESSON.findIndex((step) => step.id === id);
  await page.screenshot({ path: `${shots}/${String(index + 1).padStart(2, '0')}-${id}.png` });
}

/** Waits until the game store has moved past `before`. */
export async function changedSince(page: Page, before: number) {
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before, {
    timeout: 60_000,
  });
}

/** The next press of the explore step's voyage: the planner's button, or End turn when out of actions. */
export async function voyageStep(page: Page): Promise<string> {
  const step = planStep(await pageState(page));
  return step.kind === 'endTurn' ? 'end-turn' : step.testId;
}

export { revision };
