// `npm start`: build what is missing or stale, then run the built server (migrations and seed
// happen at server start) until it is stopped.
import { spawnServer } from './server.mjs';

const server = spawnServer({ readyTimeoutMs: Number.POSITIVE_INFINITY });
// Nothing waits on readiness here; when the server stops early its own log says why.
server.ready.catch(() => {});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.child.kill(signal));
server.child.on('exit', (code) => process.exit(code ?? 0));
