import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * How both Vitest configurations (the unit and API suite, the journeys) resolve modules:
 * workspace packages from their sources (package.json "source" condition), not their build.
 * Vitest passes the server conditions to the workers' Node as --conditions, for the packages Node
 * loads itself; there `module` would make require() pick ESM builds Node cannot run
 * (@opentelemetry/api's, which prom-client requires), so the server's dependencies resolve as in
 * production.
 */
export const sourceResolution = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
};
