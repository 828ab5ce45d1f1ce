// `node scripts/run-parallel.mjs lint typecheck` or `… packages/contracts:build server:build`:
// runs npm scripts side by side (`workspace:script` runs a workspace's), prints each one's output
// whole when it ends, and fails when any failed. For scripts that are each one process on one
// core, or that do not depend on each other.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(task) {
  const [workspace, script] = task.includes(':') ? task.split(':') : [null, task];
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script, ...(workspace ? ['-w', workspace] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(process.argv.slice(2).map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
