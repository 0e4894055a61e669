/**
 * PGlite is one connection inside one process (docs/architecture.md#system-shape): a second server on the same data
 * directory would corrupt it. This lock file (`<dataDir>.lock`, holding the owner's pid) makes the
 * second process refuse to start; a lock left by a process that no longer runs is taken over.
 * @module
 */
import { open, readFile, unlink, writeFile } from 'node:fs/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock for `dataDir`. Resolves to a release function. Throws an `Error` naming the owning
 * process when another live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  try {
    const handle = await open(lockPath, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number((await readFile(lockPath, 'utf8')).trim());
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner}. Stop that server first, or set PGLITE_DATA_DIR or DATABASE_URL.`,
      );
    }
    await writeFile(lockPath, String(process.pid));
  }
  return async () => {
    await unlink(lockPath).catch(() => undefined);
  };
}
