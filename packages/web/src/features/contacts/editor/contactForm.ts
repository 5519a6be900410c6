import type { Contact, ContactInput, NumberLabel } from '@newsroom/domain';

/** One number row of the contact form. */
export interface NumberValues {
  value: string;
  label: NumberLabel;
  /** Empty: read in the contact's country, else the branch's (the server decides). */
  country?: string;
}

/** The contact form's values (antd Form leaves empty selects undefined). */
export interface ContactFormValues {
  name: string;
  profession: string;
  company: string;
  numbers: NumberValues[];
  emails: string[];
  address: string;
  info: string;
  country?: string;
  groupIds: number[];
  isPrivate: boolean;
}

/** A new number row: a cell phone of the default country. */
export const NEW_NUMBER: NumberValues = { value: '', label: 'cell_phone' };

/** The form of a contact, or of a new one; numbers show as the newsroom reads them. */
export function formValuesOf(contact: Contact | null): ContactFormValues {
  return {
    name: contact?.name ?? '',
    profession: contact?.profession ?? '',
    company: contact?.company ?? '',
    numbers: (contact?.numbers ?? []).map((number) => ({
      value: number.formatted,
      label: number.label,
      country: number.country,
    })),
    emails: contact?.emails ?? [],
    address: contact?.address ?? '',
    info: contact?.info ?? '',
    country: contact?.country ?? undefined,
    groupIds: contact?.groupIds ?? [],
    isPrivate: contact?.isPrivate ?? false,
  };
}

/** The body the server takes from the form; it trims, checks and normalizes the numbers. */
export function contactInputOf(values: ContactFormValues): ContactInput {
  return {
    name: values.name,
    profession: values.profession ?? '',
    company: values.company ?? '',
    numbers: (values.numbers ?? []).map((number) => ({
      value: number.value ?? '',
      label: number.label,
      country: number.country ?? null,
    })),
    emails: values.emails ?? [],
    address: values.address ?? '',
    info: values.info ?? '',
    country: values.country ?? null,
    groupIds: values.groupIds ?? [],
    isPrivate: values.isPrivate ?? false,
  };
}
