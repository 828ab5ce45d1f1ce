import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SearchIndex } from './search-index.ts';

/** What the engine calls on the index's thread. */
type IndexMethod = 'close' | 'metaValue' | 'setInactiveCategories' | 'find' | 'inOrder' | 'reset' | 'apply' | 'finishBuild';

/** A call to the index's thread, and its answer: the method's result, or what it threw. */
export interface IndexCall {
  id: number;
  method: IndexMethod;
  args: unknown[];
}
export interface IndexAnswer {
  id: number;
  result?: unknown;
  error?: unknown;
}

/** The index thread's young generation, in MiB: a lookup's garbage is small and brief (its JSON answers), where V8's default (16 MiB semi-spaces) would hold more RSS. */
const INDEX_THREAD_YOUNG_MIB = 4;

/** The thread's entry: search-index-worker.js beside this file, or from the sources (tests, `npm run dev`) its .ts compiled by tsx as the server's own are. */
function indexWorker(indexFile: string): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = new URL(`./search-index-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  const options = { workerData: { indexFile }, resourceLimits: { maxYoungGenerationSizeMb: INDEX_THREAD_YOUNG_MIB } };
  if (!fromSources) return new Worker(entry, options);
  // tsx's ES module build: its CommonJS one registers hooks from a path that is not there.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}

/**
 * A SearchIndex on a thread of its own, called method by method: each call is posted to the thread,
 * which answers them in turn. When the thread fails (its file cannot be opened, say), every call
 * from then on is refused with that failure.
 */
export class SearchIndexThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(result: unknown): void; reject(error: unknown): void }>();
  private lastId = 0;
  private failure: unknown = null;

  constructor(indexFile: string) {
    this.worker = indexWorker(indexFile);
    this.worker.on('message', ({ id, result, error }: IndexAnswer) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (error === undefined) call?.resolve(result);
      else call?.reject(error);
    });
    this.worker.on('error', (error) => this.stopped(error));
    this.worker.on('exit', (code) => this.stopped(new Error(`The search index's thread stopped (exit code ${code})`)));
    // The server's own handles keep the process running; the thread alone does not.
    this.worker.unref();
  }

  call<Method extends IndexMethod>(method: Method, ...args: Parameters<SearchIndex[Method]>): Promise<ReturnType<SearchIndex[Method]>> {
    if (this.failure !== null) return Promise.reject(this.failure);
    const id = (this.lastId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ id, method, args } satisfies IndexCall);
    });
  }

  /** Closes the file (when the thread still runs) and stops the thread. */
  async close(): Promise<void> {
    if (this.failure === null) await this.call('close').catch(() => undefined);
    this.stopped(new Error('The search index is closed'));
    await this.worker.terminate();
  }

  private stopped(failure: unknown): void {
    this.failure ??= failure;
    for (const call of this.pending.values()) call.reject(this.failure);
    this.pending.clear();
  }
}
