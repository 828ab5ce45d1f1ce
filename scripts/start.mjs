// `npm start`: build the two apps when their build is missing or older than their sources,
// then run the server (migrations and seed happen at server start).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(app) {
  const built = path.join(root, 'apps', app, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = [path.join(root, 'apps', app, 'src'), path.join(root, 'packages', 'contracts', 'src')];
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

for (const app of ['storefront', 'admin']) {
  if (needsBuild(app)) {
    console.log(`Building ${app}…`);
    execSync(`npm run build -w apps/${app}`, { cwd: root, stdio: 'inherit' });
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
