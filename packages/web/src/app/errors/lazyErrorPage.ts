import { lazyNamed } from '../lazyNamed';

/** The error screens, loaded on demand (their illustrations are not small). */
export const ErrorPage = lazyNamed(() => import('./ErrorPage'), 'ErrorPage');
