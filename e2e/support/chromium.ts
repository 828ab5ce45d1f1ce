import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** CHROME_PATH or a usual install path; with none, stop with the one command that fixes it. */
export function findChromium(): string {
  const found = [process.env.CHROME_PATH, ...CANDIDATES].find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error('No Chromium found for the browser journeys. Install it with: apt-get install -y chromium (or set CHROME_PATH)');
  }
  return found;
}
