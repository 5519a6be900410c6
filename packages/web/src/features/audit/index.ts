import { lazyWithTexts } from '../../shared/i18n';

/** The audit log of administrative changes (admin "logs"). */
export const AuditLogPage = lazyWithTexts(() =>
  import('./pages/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);
