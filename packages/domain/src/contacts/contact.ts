import { z } from 'zod';
import { pageQuerySchema } from '../platform/paging';
import { countryCodeSchema, NUMBER_LABELS } from './contactNumber';

/**
 * Contacts, the newsroom's address book (spec 3 §3 "Contact", §7 "contacts"): people and offices
 * reporters call. A private contact exists only for its owner. A contact typed into a guide is
 * saved hidden and not persistent (the "hidden variant"); saving it to the address book makes it
 * persistent and shown.
 */

/** Limits of contact fields. */
export const CONTACT_LIMITS = {
  short: 200,
  text: 10_000,
  numbers: 20,
  emails: 20,
  groups: 100,
  numberChars: 40,
} as const;

/** Message keys of contact answers. */
export const CONTACT_RULES = {
  /** 409: the same person is in the address book; details carry `existingId`. */
  duplicate: 'contact:duplicate',
  /** 403: only its owner makes a contact private or public. */
  onlyOwnerShares: 'contact:onlyOwnerShares',
  /** 422: a contact group that contacts belong to cannot be deleted. */
  groupInUse: 'contact:groupInUse',
  /** 400: the file holds no vCard. */
  vcardEmpty: 'contact:vcardEmpty',
  /** 400: more cards than one import takes (`count`). */
  vcardTooMany: 'contact:vcardTooMany',
  /** 400: cards that cannot be imported (`cards`); nothing was imported. */
  vcardInvalid: 'contact:vcardInvalid',
} as const;

const shortText = z.string().trim().max(CONTACT_LIMITS.short);
const idSchema = z.number().int().positive();

/** A number as typed: read in its own country, else the contact's, else the branch's, else BR. */
export const contactNumberInputSchema = z.object({
  value: z.string().trim().min(1).max(CONTACT_LIMITS.numberChars),
  label: z.enum(NUMBER_LABELS).default('cell_phone'),
  country: countryCodeSchema.nullable().default(null),
});
export type ContactNumberInput = z.infer<typeof contactNumberInputSchema>;

/** The editable fields of a contact (POST body; PUT adds `version`). */
export const contactInputSchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.short),
  profession: shortText.default(''),
  company: shortText.default(''),
  numbers: z.array(contactNumberInputSchema).max(CONTACT_LIMITS.numbers).default([]),
  emails: z
    .array(z.email().trim().max(CONTACT_LIMITS.short))
    .max(CONTACT_LIMITS.emails)
    .default([]),
  address: shortText.default(''),
  info: z.string().max(CONTACT_LIMITS.text).default(''),
  /** The contact's country; its numbers without a country are read in it. */
  country: countryCodeSchema.nullable().default(null),
  /** Contact groups it belongs to. */
  groupIds: z.array(idSchema).max(CONTACT_LIMITS.groups).default([]),
  /** Only its owner sees it. */
  isPrivate: z.boolean().default(false),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** Body of PUT /contacts/{id}: the fields and the version the form loaded. */
export const contactUpdateSchema = contactInputSchema.extend({ version: z.number().int().min(1) });
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

/** A stored number as answered. */
export const contactNumberSchema = z.object({
  /** E.164. */
  value: z.string(),
  label: z.enum(NUMBER_LABELS),
  /** The number's own country. */
  country: z.string(),
  /** As the newsroom reads it (formatNumber with the branch's country). */
  formatted: z.string(),
});
export type ContactNumber = z.infer<typeof contactNumberSchema>;

/** A contact as answered. */
export const contactSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  profession: z.string(),
  company: z.string(),
  numbers: z.array(contactNumberSchema),
  emails: z.array(z.string()),
  address: z.string(),
  info: z.string(),
  country: z.string().nullable(),
  groupIds: z.array(z.number().int()),
  isPrivate: z.boolean(),
  /** Saved to the address book (a contact typed into a guide is not, until saved there). */
  isPersistent: z.boolean(),
  /** Kept out of the address book's list and the search (contacts of guides). */
  isHidden: z.boolean(),
  ownerId: z.number().int().nullable(),
  /** In the trash. */
  excluded: z.boolean(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Query of GET /contacts/filter: words of name, profession, company, e-mail or number. */
export const contactFilterQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(200).default(''),
  /** Only contacts of this group. */
  groupId: z.coerce.number().int().positive().optional(),
});
export type ContactFilterQuery = z.infer<typeof contactFilterQuerySchema>;

/** Query of POST /contacts: `keepBoth=true` saves a new contact next to the same person. */
export const contactCreateQuerySchema = z.object({
  keepBoth: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** A contact group (spec 3 §3 "Contact group"). */
export const contactGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;

/** Body of POST /contact_groups. */
export const contactGroupInputSchema = z.object({
  /** Unique, case-insensitively. */
  name: z.string().trim().min(1).max(120),
});
export type ContactGroupInput = z.infer<typeof contactGroupInputSchema>;

/** Body of PUT /contact_groups/{id}. */
export const contactGroupUpdateSchema = contactGroupInputSchema.extend({
  version: z.number().int().min(1),
});
export type ContactGroupUpdate = z.infer<typeof contactGroupUpdateSchema>;
