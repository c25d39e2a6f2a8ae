/**
 * Rapier's WebAssembly, fetched and compiled once per visit and shared by the page and its workers.
 *
 * The compat build of Rapier (which @react-three/rapier imports too) carries its .wasm inlined as base64,
 * so each bundle holding it (the game's chunk and every worker) shipped its own copy, over 800 kB gzip
 * each. At build time vite.config.ts (rapierWasmPlugin) rewrites that one call of Rapier's init to
 * `rapierModule(url)` of the emitted .wasm asset instead: the page compiles it with compileStreaming, and a
 * worker asks the page for the compiled module (a WebAssembly.Module can be posted to a worker) rather than
 * fetching and compiling its own. Node (tests, scripts) never sees the rewrite and keeps the inlined copy.
 */

const WANTED = 'to-glory:rapier-module-wanted';

/** A worker's request: where the .wasm is, and a port for the answer (a module, or null on failure). */
interface Wanted {
  type: typeof WANTED;
  url: string;
  port: MessagePort;
}

let compiled: Promise<WebAssembly.Module> | null = null;

function inWorker(): boolean {
  return typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'function';
}

async function compileFrom(url: string): Promise<WebAssembly.Module> {
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch {
      // Served without the application/wasm type (or streaming refused): compile the bytes instead.
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Rapier's WebAssembly could not be loaded (${response.status})`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** In a worker: the page's compiled module, or one compiled here when the page could not give it. */
function fromThePage(url: string): Promise<WebAssembly.Module> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      channel.port1.close();
      resolve(event.data instanceof WebAssembly.Module ? event.data : compileFrom(url));
    };
    const request: Wanted = { type: WANTED, url, port: channel.port2 };
    (self as unknown as DedicatedWorkerGlobalScope).postMessage(request, [channel.port2]);
  });
}

/** The compiled Rapier module for the .wasm at `url`; called by Rapier's init as rewritten at build time. */
export function rapierModule(url: string): Promise<WebAssembly.Module> {
  compiled ??= inWorker() ? fromThePage(url) : compileFrom(url);
  return compiled;
}

function isWanted(data: unknown): data is Wanted {
  const wanted = data as Partial<Wanted> | null;
  return (
    typeof wanted === 'object' &&
    wanted !== null &&
    wanted.type === WANTED &&
    typeof wanted.url === 'string' &&
    wanted.port instanceof MessagePort
  );
}

/**
 * Page side: answers `worker`'s request for the compiled module, before (and hidden from) the handlers its
 * pool installs afterwards, so the worker protocols never see it. Call it right after `new Worker`.
 */
export function shareRapierWith<W extends Worker>(worker: W): W {
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isWanted(event.data)) return;
    event.stopImmediatePropagation();
    const { port, url } = event.data;
    rapierModule(url).then(
      (module) => port.postMessage(module),
      () => port.postMessage(null),
    );
  });
  return worker;
}
