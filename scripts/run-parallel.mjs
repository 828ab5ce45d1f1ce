// `node scripts/run-parallel.mjs lint typecheck`: runs npm scripts side by side (each is one
// process on one core), prints each one's output whole when it ends, and fails when any failed.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
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
