import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare const root: string;

export declare function buildWhatIsStale(): void;

export interface RunningServer {
  /** http://host:port, where /healthz answered. */
  url: string;
  child: ChildProcess;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Over the current environment: PORT, DATA_DIR, DATABASE_URL, ... */
  env?: Record<string, string>;
  stdio?: StdioOptions;
  readyTimeoutMs?: number;
  /** Extra arguments for node, before the server's script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Run server/src/main.ts through tsx instead of building and running server/dist. */
  fromSource?: boolean;
}

export declare function spawnServer(options?: ServerOptions): RunningServer & { ready: Promise<void> };

export declare function startServer(options?: ServerOptions): Promise<RunningServer>;
