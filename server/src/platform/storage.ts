import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file written under its temporary name, not yet visible under /uploads. */
export interface StagedFile {
  /** Relative to the uploads root, e.g. `2030/01/<hex>.png`: what the `uploads` row records. */
  path: string;
  url: string;
}

export interface StoredFile {
  path: string;
  modifiedAt: Date;
  /** Still under its temporary name. */
  staged: boolean;
}

/**
 * Where uploaded files go. Local disk under DATA_DIR/uploads; an S3 store can take its place.
 * A file is first staged (written outside the served folder), its `uploads` row inserted, then
 * published: a crash in between leaves a staged file, never a served file without its row.
 */
export interface Storage {
  readonly root: string;
  stage(content: Buffer, extension: string): Promise<StagedFile>;
  publish(file: { path: string }): Promise<void>;
  /** Staged files (a crash between writing and publishing) and published ones. */
  list(): Promise<StoredFile[]>;
  remove(file: { path: string; staged: boolean }): Promise<void>;
}

/** `2030/01/a.png` <-> `2030__01__a.png`: one flat staging folder, names that map back. */
const SEPARATOR = '__';

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const staging = path.join(dataDir, 'upload-staging');
  mkdirSync(root, { recursive: true });
  mkdirSync(staging, { recursive: true });
  const stagedPath = (relative: string) => path.join(staging, relative.split('/').join(SEPARATOR));

  async function walk(folder: string, prefix: string): Promise<{ path: string; modifiedAt: Date }[]> {
    const found: { path: string; modifiedAt: Date }[] = [];
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) found.push(...(await walk(full, relative)));
      else if (entry.isFile()) found.push({ path: relative, modifiedAt: (await stat(full)).mtime });
    }
    return found;
  }

  return {
    root,
    async stage(content, extension) {
      const now = new Date();
      const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const relative = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(stagedPath(relative), content, { mode: 0o644 });
      return { path: relative, url: `/uploads/${relative}` };
    },
    async publish(file) {
      const target = path.join(root, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(stagedPath(file.path), target);
    },
    async list() {
      const staged = (await walk(staging, '')).map((file) => ({ ...file, path: file.path.split(SEPARATOR).join('/'), staged: true }));
      const published = (await walk(root, '')).map((file) => ({ ...file, staged: false }));
      return [...staged, ...published];
    },
    async remove(file) {
      await rm(file.staged ? stagedPath(file.path) : path.join(root, file.path), { force: true });
    },
  };
}
