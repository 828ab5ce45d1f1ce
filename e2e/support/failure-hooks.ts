import { beforeAll, beforeEach } from 'vitest';
import { keepFailureArtifacts, watchFile } from './artifacts.ts';

// Every journey file: a failed test keeps a picture of each open page and prints the server log's end.
// eslint-disable-next-line no-empty-pattern -- vitest reads the first parameter as fixtures to set up; the suite comes second.
beforeAll(({}, suite) => watchFile(suite.file));
beforeEach(({ task, onTestFailed }) => onTestFailed(() => keepFailureArtifacts(task.name)));
