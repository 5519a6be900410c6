/**
 * The first message a test peer received since `from` that matches, polling its list until `ms`
 * pass (the peers record messages as they come; there is no event to await per match).
 */
export async function firstReceived<T>(
  received: readonly T[],
  match: (m: T) => boolean,
  from: number,
  ms: number,
  describe: (m: T) => unknown,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = received.slice(from).find(match);
    if (found) return found;
    if (Date.now() > until)
      throw new Error(
        `no matching MOS message; received ${JSON.stringify(received.slice(from).map(describe))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
