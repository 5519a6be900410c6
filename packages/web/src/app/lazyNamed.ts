import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded on demand from a module's named export: React.lazy wants a default export,
 * and our modules name theirs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself takes
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
