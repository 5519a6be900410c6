/**
 * Gathers items that arrive close together and hands them over once, `quietMs` after the last
 * (spec 1 §9: notifications debounced 500 ms), so ten reminders at 09:00 make one toast.
 */
export function burstCollector<T>(quietMs: number, flush: (items: T[]) => void) {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    add(item: T): void {
      items.push(item);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        const batch = items;
        items = [];
        flush(batch);
      }, quietMs);
    },
    /** Drops what is waiting (the screen went away). */
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      items = [];
    },
  };
}
