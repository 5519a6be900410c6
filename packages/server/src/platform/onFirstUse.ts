/**
 * A module (or anything) loaded at its first use, once. Heavy libraries that most processes never
 * call (PDF, S3, images, WebDAV, feeds, mail) stay out of startup: each adds 100–300 ms to every
 * server start and every test file's process.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
