/**
 * `npm run bench [-- engine physics browser captains practiceAids load]`: prints speed and size figures, never asserts them.
 * Without a part named, the first four run (load builds the app twice, so it runs only when asked).
 * Each part lives in scripts/bench/<part>.ts and exports `runBench()`.
 */
export {};

const parts = ['engine', 'physics', 'browser', 'captains', 'practiceAids', 'replay', 'load'] as const;
type Part = (typeof parts)[number];

const asked = process.argv.slice(2).filter((arg): arg is Part => (parts as readonly string[]).includes(arg));
for (const part of asked.length > 0 ? asked : parts.filter((part) => part !== 'load')) {
  console.log(`\n=== bench: ${part} ===`);
  const module = (await import(`./bench/${part}.ts`)) as { runBench: () => Promise<void> };
  await module.runBench();
}
