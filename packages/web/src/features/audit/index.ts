import { lazy } from 'react';

/** The audit log of administrative changes (admin "logs"). */
export const AuditLogPage = lazy(() =>
  import('./pages/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);
