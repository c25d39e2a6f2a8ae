import { z } from 'zod';
import { defaultVolleyThreads } from './workerPools';

const flag = z
  .enum(['0', '1'])
  .default('0')
  .transform((value) => value === '1');
const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine(
      (value) => protocols.includes(new URL(value).protocol),
      `must start with ${protocols.join(' or ')}//`,
    )
    .optional();

/**
 * Every setting of `npm run server`, read from the environment and checked at start: a wrong one stops
 * the server with a message naming it, before anything is opened.
 */
const settingsSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(2567),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('data/tables'),
    DATABASE_URL: url(['postgres:', 'postgresql:']),
    REDIS_URL: url(['redis:', 'rediss:']),
    PUBLIC_ADDRESS: z
      .string()
      .regex(/^[^\s/:]+(:\d{1,5})?(\/\S*)?$/, 'must be host:port or host/path')
      .optional(),
    VOLLEY_THREADS: z.coerce.number().int().min(1).max(64).default(defaultVolleyThreads()),
    STATIC_DIR: z.string().min(1).optional(),
    TRUST_PROXY: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seconds a drain (SIGTERM) waits for volleys in flight before the process exits anyway. */
    DRAIN_SECONDS: z.coerce.number().min(1).max(600).default(30),
  })
  .refine((settings) => !settings.REDIS_URL || settings.PUBLIC_ADDRESS, {
    message: 'is needed with REDIS_URL: where clients reach this process',
    path: ['PUBLIC_ADDRESS'],
  });

export type Settings = z.infer<typeof settingsSchema>;

/** The settings in `env` (empty values count as unset), or every problem, one a line. */
export function readSettings(
  env: NodeJS.ProcessEnv,
): { ok: true; settings: Settings } | { ok: false; problems: string } {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = settingsSchema.safeParse(set);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
  return { ok: false, problems };
}
