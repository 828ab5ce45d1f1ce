import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files go. Local disk under DATA_DIR/uploads; an S3 store can take its place. */
export interface Storage {
  readonly root: string;
  save(content: Buffer, extension: string): Promise<{ path: string; url: string }>;
}

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  return {
    root,
    async save(content, extension) {
      const now = new Date();
      const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), content, { mode: 0o644 });
      const relative = `${folder}/${name}`;
      return { path: relative, url: `/uploads/${relative}` };
    },
  };
}
