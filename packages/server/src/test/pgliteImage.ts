import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../platform/db/client';

/**
 * Vitest global setup: migrates one PGlite before the run and leaves its image in a file, so each
 * test file starts from it instead of replaying every migration (about two seconds a file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => undefined;
  const file = join(tmpdir(), `nrcs-pglite-image-${process.pid}.tar`);
  const image = await migratedPgliteImage();
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rm(file, { force: true });
}

/** The image written by the global setup, or undefined when the run has none. */
export async function readPgliteImage(file: string | undefined): Promise<Blob | undefined> {
  if (!file) return undefined;
  return new Blob([await readFile(file)]);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage?: string;
  }
}
