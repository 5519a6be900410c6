import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { textsSettled } from '../shared/i18n';

/** A lazily loaded component whose code can be asked for before it renders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own bound
export type PreloadableComponent<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Starts loading the module (once); rendering later finds it loaded or on its way. */
  preload: () => Promise<unknown>;
};

/**
 * A component loaded on demand from a module's named export: React.lazy wants a default export,
 * and our modules name theirs. `preload` lets a route fetch its code with its data, not after.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself takes
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): PreloadableComponent<C> {
  let loading: Promise<Record<K, C>> | undefined;
  // In a language other than pt_BR the module's texts load once its code has run (i18n.ts).
  const preload = () => (loading ??= load().then((module) => textsSettled().then(() => module)));
  const component = lazy(() => preload().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload });
}
