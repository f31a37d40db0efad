import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * The files under FILES_DIR: `originals/<id>.<ext>` as uploaded, `scaled/<id>.jpg` made by the job.
 * Only uuids and fixed extensions make up names, so no client input ever reaches a path.
 */
export class FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  originalPath(id: string, ext: string): string {
    return join(this.root, 'originals', `${id}.${ext}`);
  }

  scaledPath(id: string): string {
    return join(this.root, 'scaled', `${id}.jpg`);
  }

  /**
   * Writes to a temporary file beside the target, flushes it, then renames: readers and a
   * retried job see either no file or the whole file, never half of one. Concurrent writers
   * each use their own temporary name; the last rename wins with the same content.
   */
  async writeAtomic(path: string, data: Uint8Array): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The same for a file written as a stream (an export of any size): `write` fills the stream;
   * the file appears, whole, only once it returns.
   */
  async writeStreamAtomic<T>(path: string, write: (stream: NodeJS.WritableStream) => Promise<T>): Promise<T> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    const stream = createWriteStream(temporary, { flags: 'wx', flush: true });
    try {
      const result = await write(stream);
      stream.end();
      await finished(stream);
      await rename(temporary, path);
      return result;
    } catch (error) {
      stream.destroy();
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  /** Size of a file, or null when it is not there. */
  async size(path: string): Promise<number | null> {
    try {
      return (await stat(path)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    await unlink(path).catch(() => undefined);
  }

  /** Removes one job's folder of `FILES_DIR/<area>` (`privacy/<id>`) and what it holds; nothing when absent. */
  async removeFolder(area: string, name: string): Promise<void> {
    await rm(join(this.root, area, name), { recursive: true, force: true });
  }

  /**
   * Removes the folders of `FILES_DIR/<area>` (one per job: `reports/<jobId>`, `privacy/<id>`)
   * last written `keptMs` or more before `now`; answers how many.
   */
  async removeFoldersOlderThan(area: string, keptMs: number, now: Date): Promise<number> {
    const root = join(this.root, area);
    const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const path = join(root, entry.name);
      if (now.getTime() - (await stat(path)).mtimeMs < keptMs) continue;
      await rm(path, { recursive: true, force: true });
      removed++;
    }
    return removed;
  }
}
