import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { textsSettled } from './i18n';

/**
 * React.lazy that renders its component only once the texts its module registered have arrived:
 * in a language other than pt_BR they load after the module's code has run (`registerTexts`), and
 * a dialog rendered before would show pt_BR for a moment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own bound
export function lazyWithTexts<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): LazyExoticComponent<C> {
  return lazy(() => load().then((module) => textsSettled().then(() => module)));
}
