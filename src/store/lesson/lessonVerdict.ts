import type { LessonMove, LessonStep } from './lessonScript';

/** What the lesson says of a move at a step: it finishes the step, is allowed on the way, or is refused. */
export type LessonVerdict = { kind: 'finishes' } | { kind: 'allowed' } | { kind: 'refused'; hint: string };

/** The lesson's judgement of a move (by its type) at a step: anything not expected or allowed gets the hint. */
export function lessonVerdict(step: LessonStep, move: LessonMove): LessonVerdict {
  if (step.expects.includes(move)) return { kind: 'finishes' };
  if (step.allows.includes(move)) return { kind: 'allowed' };
  return { kind: 'refused', hint: `${step.title}: ${step.hint}` };
}
