import { lazy } from 'react';

/** The error screens, loaded on demand (their illustrations are not small). */
export const ErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));
