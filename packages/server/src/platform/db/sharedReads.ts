/**
 * One read per key shared by the callers that wait for it, never staler than a read of their
 * own: a caller joins the next read to start, not one already running (its snapshot may predate
 * a change committed before the caller came). While a read runs, every caller of its key waits
 * for the one read that starts when it ends; under load, one statement serves many requests.
 */
export class SharedReads<K, V> {
  private readonly running = new Map<K, Promise<V>>();
  private readonly queued = new Map<K, Promise<V>>();
  reads = 0;

  constructor(private readonly read: (key: K) => Promise<V>) {}

  get(key: K): Promise<V> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key);
    const next = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued.delete(key);
        return this.start(key);
      });
    this.queued.set(key, next);
    return next;
  }

  private start(key: K): Promise<V> {
    this.reads++;
    const read = this.read(key);
    this.running.set(key, read);
    const done = () => {
      if (this.running.get(key) === read) this.running.delete(key);
    };
    read.then(done, done);
    return read;
  }
}
