import { inject } from 'vitest';

/** This worker's own server (global-setup.ts): a file never shares it with another file running at the same time. */
export function journeyServer(): { url: string; log: string } {
  const server = inject('servers')[Number(process.env.VITEST_POOL_ID) - 1];
  if (!server) throw new Error(`no journey server for worker ${process.env.VITEST_POOL_ID}`);
  return server;
}
