import { parentPort, workerData } from 'node:worker_threads';
import { SearchIndex } from './search-index.ts';
import type { IndexAnswer, IndexCall } from './search-index-thread.ts';

/** The search index's thread (search-index-thread.ts): opens the file, then answers each call in turn. */
const index = new SearchIndex((workerData as { indexFile: string }).indexFile);
const port = parentPort;
port?.on('message', ({ id, method, args }: IndexCall) => {
  let answer: IndexAnswer;
  try {
    answer = { id, result: (index[method] as (...values: unknown[]) => unknown)(...args) };
  } catch (error) {
    answer = { id, error };
  }
  port.postMessage(answer);
});
