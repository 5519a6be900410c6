import { z } from 'zod';
import { REPORT_LIMITS } from './report';

/**
 * The report administration lists (spec 3 §2 "report categories and events"): the categories a
 * report is filed under (Plantão, Cobertura, Reunião de pauta…) and the kinds of event a report
 * covers (Acidente de trânsito, Incêndio, Enchente…). A name is unique, case aside.
 */

const name = z.string().trim().min(1).max(REPORT_LIMITS.name);

/** A report category or event as answered. */
export const reportTermSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  version: z.number().int(),
});
export type ReportTerm = z.infer<typeof reportTermSchema>;

/** POST body of a category or event. */
export const reportTermInputSchema = z.object({ name });
export type ReportTermInput = z.infer<typeof reportTermInputSchema>;

/** PUT body: the new name over the version loaded. */
export const reportTermUpdateSchema = reportTermInputSchema.extend({
  version: z.number().int().min(1),
});
export type ReportTermUpdate = z.infer<typeof reportTermUpdateSchema>;

/** The two lists, as their entities (audit, usage counters, events) name them. */
export const REPORT_TERM_ENTITIES = ['report_category', 'report_event'] as const;
export type ReportTermEntity = (typeof REPORT_TERM_ENTITIES)[number];
