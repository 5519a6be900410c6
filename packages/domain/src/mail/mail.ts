import { z } from 'zod';
import { localeSchema, type Locale } from '../branch/branchConfig';
import { documentDateSchema } from '../assignments/assignment';

/**
 * E-mail of documents (spec 3 §7 "email", "email/grid"; issue 24): who receives it and in which
 * language it is written (the sender's), and the words of the mail itself, made on the server.
 */

/** At most this many recipients per mail. */
export const MAIL_MAX_RECIPIENTS = 20;

/** POST …/{id}/email: the recipients and the language of the mail (absent: the sender's screen's). */
export const documentEmailSchema = z.object({
  to: z.array(z.email()).min(1).max(MAIL_MAX_RECIPIENTS),
  locale: localeSchema.optional(),
});
export type DocumentEmail = z.input<typeof documentEmailSchema>;

/** POST /productions/email/grid: a day's checklists as a table. */
export const productionGridEmailSchema = documentEmailSchema.extend({
  date: documentDateSchema,
  /** Leave the done checklists out, as the day list can. */
  onlyNotDone: z.boolean().default(false),
});
export type ProductionGridEmail = z.input<typeof productionGridEmailSchema>;

/** The answer of a mail call: it is queued (202) for these recipients. */
export const mailQueuedSchema = z.object({ to: z.array(z.string()) });
export type MailQueued = z.infer<typeof mailQueuedSchema>;

/** The answer of the SMTP test: where the test mail went. */
export const mailTestSchema = z.object({ to: z.string() });
export type MailTest = z.infer<typeof mailTestSchema>;

/** Error message keys of mail calls (stable). */
export const MAIL_ERRORS = {
  /** 422: no SMTP host or no sender address in the settings. */
  notConfigured: 'mail:notConfigured',
  /** 422: the SMTP test failed; `details.reason` holds the server's words. */
  testFailed: 'mail:testFailed',
  /** 422: the caller has no e-mail address to send the test to. */
  noOwnAddress: 'mail:noOwnAddress',
} as const;

/** The words of the mails the server writes. */
export interface MailText {
  /** Last line of every mail: who sent it. */
  sentBy: (name: string) => string;
  testSubject: string;
  testBody: (name: string) => string;
  /** Title of the checklist grid of a day. */
  gridTitle: (day: string) => string;
}

/** The mail words per language. */
export const MAIL_TEXT: Record<Locale, MailText> = {
  pt_BR: {
    sentBy: (name) => `Enviado por ${name} pelo sistema de redação.`,
    testSubject: 'Teste de e-mail do sistema de redação',
    testBody: (name) => `Este é um e-mail de teste enviado por ${name}. O envio funciona.`,
    gridTitle: (day) => `Checklists de ${day}`,
  },
  en_US: {
    sentBy: (name) => `Sent by ${name} from the newsroom system.`,
    testSubject: 'Newsroom system test mail',
    testBody: (name) => `This is a test mail sent by ${name}. Sending works.`,
    gridTitle: (day) => `Checklists of ${day}`,
  },
  es_ES: {
    sentBy: (name) => `Enviado por ${name} desde el sistema de redacción.`,
    testSubject: 'Correo de prueba del sistema de redacción',
    testBody: (name) => `Este es un correo de prueba enviado por ${name}. El envío funciona.`,
    gridTitle: (day) => `Checklists del ${day}`,
  },
};
