/**
 * `npm run bench [-- engine physics browser captains practiceAids replay load delay]`: prints speed and size
 * figures, never asserts them. Without a part named, all but load and delay run (load builds the app twice;
 * delay needs the test build and two browsers), which run only when asked.
 * Each part lives in scripts/bench/<part>.ts and exports `runBench()`.
 */
export {};

const parts = [
  'engine',
  'physics',
  'browser',
  'captains',
  'practiceAids',
  'replay',
  'load',
  'delay',
] as const;
type Part = (typeof parts)[number];

const asked = process.argv.slice(2).filter((arg): arg is Part => (parts as readonly string[]).includes(arg));
for (const part of asked.length > 0 ? asked : parts.filter((part) => part !== 'load' && part !== 'delay')) {
  console.log(`\n=== bench: ${part} ===`);
  const module = (await import(`./bench/${part}.ts`)) as { runBench: () => Promise<void> };
  await module.runBench();
}
