/** Moved to src/physics/boardLayout.ts; kept until the sandbox imports the new place. */
export * from '../physics/boardLayout';
