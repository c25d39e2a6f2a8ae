// A piscina worker thread of the game server: registers tsx (the server runs from TypeScript source,
// and Node 20 does not load .ts itself), then hands each task to serverTask.ts.
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./serverTask.ts');
export default runTask;
