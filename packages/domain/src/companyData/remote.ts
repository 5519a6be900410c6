import { z } from 'zod';
import { teamSchema } from '../teams/team';
import { userOptionSchema } from '../users/user';
import {
  assignmentConfigSchema,
  documentConfigSchema,
  newsReportConfigSchema,
  rundownConfigSchema,
  storyConfigSchema,
} from './areaConfigs';
import {
  classificationSchema,
  documentTypeSchema,
  editorialSchema,
  vehicleSchema,
} from './lookups';

/**
 * The remote company data (spec 1 §3 and §7): everything the web's selects need, and what
 * another branch asks of this one, in one answer of GET /api/remote.
 */

/** A person as selects list them: a user option. */
export const companyPersonSchema = userOptionSchema;
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

/** A program as selects list it. */
export const companyProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
});
export type CompanyProgram = z.infer<typeof companyProgramSchema>;

/** The bundle of GET /api/remote. */
export const companyDataSchema = z.object({
  programs: z.array(companyProgramSchema),
  classifications: z.array(classificationSchema),
  vehicles: z.array(vehicleSchema),
  /** Active users. */
  users: z.array(companyPersonSchema),
  /** Editors, producers and reporters of any group. */
  editors: z.array(companyPersonSchema),
  producers: z.array(companyPersonSchema),
  reporters: z.array(companyPersonSchema),
  editorials: z.array(editorialSchema),
  teams: z.array(teamSchema),
  types: z.array(documentTypeSchema),
  /** Each area's configuration (without versions). */
  configs: z.object({
    document: documentConfigSchema,
    assignment: assignmentConfigSchema,
    news_report: newsReportConfigSchema,
    story: storyConfigSchema,
    rundown: rundownConfigSchema,
  }),
});
export type CompanyData = z.infer<typeof companyDataSchema>;
