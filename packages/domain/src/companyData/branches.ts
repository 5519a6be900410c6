import { z } from 'zod';
import { companyNameSchema, companyRecordSchema } from './lookups';

/** Longest branch address. */
export const BRANCH_ADDRESS_MAX = 400;

/**
 * A remote branch's address: the base URL of its installation, http or https, without query
 * or fragment; a trailing slash is dropped so `http://a/` and `http://a` are one address.
 */
export const branchAddressSchema = z
  .string()
  .trim()
  .max(BRANCH_ADDRESS_MAX)
  .pipe(z.url({ protocol: /^https?$/ }))
  .refine((value) => {
    if (!URL.canParse(value)) return true; // already reported as an invalid URL
    const url = new URL(value);
    return (
      url.hostname !== '' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    );
  }, 'invalidUrl')
  .transform((value) => value.replace(/\/+$/, ''));

/** What an administrator sends to create or change a branch (another installation). */
export const branchInputSchema = z.object({
  /** Name of the other newsroom, e.g. "Praça Campinas". */
  name: companyNameSchema,
  /** Base URL of its installation. */
  address: branchAddressSchema,
});
export type BranchInput = z.infer<typeof branchInputSchema>;

/** A branch as the API answers it. */
export const branchSchema = companyRecordSchema.extend({ address: z.string() });
export type Branch = z.infer<typeof branchSchema>;
