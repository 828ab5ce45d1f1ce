// `npm run build -w <package>`: compiles the package's src/ to dist/ with tsconfig.build.json
// (relative `.ts` specifiers become `.js`), after emptying dist/ so no removed file lingers, and
// copies the listed folders of src/ that are read at run time (migrations, seed dictionaries).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const packageDir = process.cwd();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(path.join(packageDir, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: packageDir, stdio: 'inherit' });
for (const folder of process.argv.slice(2)) {
  cpSync(path.join(packageDir, 'src', folder), path.join(packageDir, 'dist', folder), { recursive: true });
}
