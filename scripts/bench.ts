/**
 * `npm run bench [-- engine physics browser captains]`: prints speed and size figures, never asserts them.
 * Each part lives in scripts/bench/<part>.ts and exports `runBench()`.
 */
export {};

const parts = ['engine', 'physics', 'browser', 'captains'] as const;
type Part = (typeof parts)[number];

const asked = process.argv.slice(2).filter((arg): arg is Part => (parts as readonly string[]).includes(arg));
for (const part of asked.length > 0 ? asked : parts) {
  console.log(`\n=== bench: ${part} ===`);
  const module = (await import(`./bench/${part}.ts`)) as { runBench: () => Promise<void> };
  await module.runBench();
}
