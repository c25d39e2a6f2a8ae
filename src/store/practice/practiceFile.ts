import { z } from 'zod';
import { type PracticeShot, practiceShotSchema } from './practiceShot';

/** The history file: every kept practice volley, oldest first. */
const practiceFileSchema = z.strictObject({
  format: z.literal('to-glory-practice'),
  version: z.literal(1),
  shots: z.array(practiceShotSchema).max(100_000),
});

export function practiceJson(shots: readonly PracticeShot[]): string {
  return `${JSON.stringify({ format: 'to-glory-practice', version: 1, shots })}\n`;
}

export type PracticeFileResult = { ok: true; shots: PracticeShot[] } | { ok: false; reason: string };

/** Reads a history file; a bad one gets one sentence naming the field at fault. */
export function parsePracticeFile(text: string): PracticeFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The history file is not valid JSON.' };
  }
  const result = practiceFileSchema.safeParse(json);
  if (result.success) return { ok: true, shots: result.data.shots };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the file';
  return { ok: false, reason: `History not loaded: ${where}: ${issue?.message ?? 'unknown problem'}.` };
}
