import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Production, SmtpSettings } from '@newsroom/domain';
import { notifications } from '../../platform/db/schema';
import { MAX_ATTEMPTS, pendingTasks, runDueTasks } from '../../platform/jobs/tasks';
import {
  decodeHeader,
  parseMime,
  startSmtpRecorder,
  type SmtpRecorder,
} from '../../test/smtpRecorder';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { assignmentBody } from '../assignments/assignments.testkit';
import { appAreas } from '../manifests';
import { MAIL_TASK } from './mail.queue';

/**
 * E-mail against a real SMTP server (smtp-server on loopback, in this process): a guideline, a
 * checklist and a day's checklist grid arrive as HTML + text + PDF after a login; a refusing
 * server is retried then given up with a notification to the sender; the SMTP test; no settings.
 */

const clock = testClock(new Date('2030-05-04T12:00:00Z'));
const { t, tdb, call, signIn } = useTestApp({ clock });
const handlers = appAreas().taskHandlers;
let smtp: SmtpRecorder;
let admin: SignedIn;
let writer: SignedIn;

const USER = 'redacao';
const PASSWORD = 'segredo-smtp';

async function saveSmtp(values: Partial<SmtpSettings> & { password?: string | null }) {
  const current = (await call('GET', '/api/settings/smtp', admin.cookie)).json<SmtpSettings>();
  const { hasPassword: _hasPassword, ...stored } = current;
  const response = await call('PUT', '/api/settings/smtp', admin.cookie, { ...stored, ...values });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the due tasks at `minutes` after the test clock. */
const runTasks = (minutes = 0) =>
  runDueTasks(tdb.database, handlers, new Date(clock.now().getTime() + minutes * 60_000), {
    storage: t.app.platform.storage,
  });

/** The one message received since `before`, split into its parts. */
function lastMail(before: number) {
  expect(smtp.received.length).toBe(before + 1);
  const mail = smtp.received.at(-1)!;
  const { headers, parts } = parseMime(mail.raw);
  const part = (type: string) => parts.find((p) => p.contentType === type);
  return {
    ...mail,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: part('text/plain')?.body.toString('utf8').replace(/\r\n/g, '\n') ?? '',
    html: part('text/html')?.body.toString('utf8').replace(/\r\n/g, '\n') ?? '',
    pdf: part('application/pdf'),
  };
}

beforeAll(async () => {
  smtp = await startSmtpRecorder(USER, PASSWORD);
  admin = await signIn({ permissions: { admin: 'write' } });
  writer = await signIn({ permissions: { assignment: 'write', production: 'write' } });
  await saveSmtp({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    username: USER,
    password: PASSWORD,
    fromAddress: 'redacao@tv.example',
  });
});

afterAll(() => smtp.close());

describe('e-mail of documents', () => {
  it('mails a guideline as HTML, text and its PDF, after logging in, in the asked language', async () => {
    const created = await call(
      'POST',
      '/api/assignments',
      writer.cookie,
      assignmentBody({ slug: 'enchente <b>zona leste</b>', information: 'Levar botas & capa' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const assignment = created.json<Assignment>();
    const before = smtp.received.length;
    const answer = await call('POST', `/api/assignments/${assignment.id}/email`, writer.cookie, {
      to: ['pauta@jornal.com.br', 'chefia@jornal.com.br'],
      locale: 'en_US',
    });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ to: ['pauta@jornal.com.br', 'chefia@jornal.com.br'] });
    // Queued, not sent in the request.
    expect(smtp.received.length).toBe(before);
    expect((await runTasks()).ran).toHaveLength(1);

    const mail = lastMail(before);
    expect(mail.login).toBe(USER);
    expect(mail.from).toBe('redacao@tv.example');
    expect(mail.to).toEqual(['pauta@jornal.com.br', 'chefia@jornal.com.br']);
    expect(mail.subject).toBe(`Guidelines: ${assignment.slug}`);
    expect(mail.text).toContain('INFORMATION\nLevar botas & capa');
    expect(mail.text).toContain('"Chegar antes das 9h."');
    expect(mail.text).toContain(`Sent by ${writer.name}`);
    // Everything escaped: the slug's markup is text, not HTML.
    expect(mail.html).toContain('ENCHENTE &lt;B&gt;ZONA LESTE&lt;/B&gt;');
    expect(mail.html).toContain('Levar botas &amp; capa');
    expect(mail.html).not.toMatch(/<img|src=|href=/i);
    expect(mail.pdf?.filename).toMatch(/^guidelines-ENCHENTE.*\.pdf$/);
    expect(mail.pdf?.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it("mails a checklist, and a day's checklist grid as a table", async () => {
    const date = '2030-05-06';
    const created = await call('POST', '/api/productions', writer.cookie, {
      slug: 'gravação no porto',
      date,
      schedule: '09:00',
      local: 'Porto de Santos',
      tasks: [{ id: 'a1', label: 'Reservar drone' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const production = created.json<Production>();

    let before = smtp.received.length;
    const one = await call('POST', `/api/productions/${production.id}/email`, writer.cookie, {
      to: ['producao@jornal.com.br'],
      locale: 'pt_BR',
    });
    expect(one.statusCode, one.body).toBe(202);
    await runTasks();
    const checklist = lastMail(before);
    expect(checklist.subject).toBe(`Checklists: ${production.slug}`);
    expect(checklist.text).toContain('Porto de Santos');
    expect(checklist.html).toContain('Reservar drone');
    expect(checklist.pdf?.filename).toBe(`checklists-${production.slug.replace(/\s+/g, '-')}.pdf`);

    before = smtp.received.length;
    const grid = await call('POST', '/api/productions/email/grid', writer.cookie, {
      to: ['producao@jornal.com.br'],
      date,
      locale: 'es_ES',
    });
    expect(grid.statusCode, grid.body).toBe(202);
    await runTasks();
    const table = lastMail(before);
    expect(table.subject).toMatch(/^Checklists del /);
    expect(table.html).toMatch(/<th[^>]*>Lugar<\/th>/);
    expect(table.html).toContain(`>${production.slug}</td>`);
    expect(table.text).toContain('Lugar: Porto de Santos');
    expect(table.pdf?.filename).toBe(`checklists-${date}.pdf`);
    expect(table.pdf?.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('retries a refusing server, then gives up and tells the sender', async () => {
    const production = (
      await call('POST', '/api/productions', writer.cookie, {
        slug: 'recusado',
        date: '2030-05-07',
      })
    ).json<Production>();
    smtp.refusal = 'Mailbox temporarily unavailable';
    try {
      const before = smtp.received.length;
      const answer = await call('POST', `/api/productions/${production.id}/email`, writer.cookie, {
        to: ['x@jornal.com.br'],
      });
      expect(answer.statusCode).toBe(202);
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        expect((await runTasks(attempt * 60)).failed).toHaveLength(1);
        expect(await pendingTasks(tdb.database.db, MAIL_TASK)).toHaveLength(1);
      }
      // The last attempt: dropped, and the sender is told with the server's words.
      expect((await runTasks(MAX_ATTEMPTS * 60)).ran).toHaveLength(1);
      expect(await pendingTasks(tdb.database.db, MAIL_TASK)).toHaveLength(0);
      expect(smtp.received.length).toBe(before);
      const told = await tdb.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, writer.id));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ titleKey: 'notification:mailNotSent', level: 'ERROR' });
      expect(told[0]!.text).toContain('Mailbox temporarily unavailable');
    } finally {
      smtp.refusal = null;
    }
  });
});

describe('SMTP test and settings', () => {
  it("sends the test mail to the administrator's own address", async () => {
    const before = smtp.received.length;
    const answer = await call('POST', '/api/settings/smtp/test', admin.cookie, { locale: 'pt_BR' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ to: admin.email });
    const mail = lastMail(before);
    expect(mail.to).toEqual([admin.email]);
    expect(mail.subject).toBe('Teste de e-mail do sistema de redação');
  });

  it("answers the server's words when the test fails (a wrong password)", async () => {
    await saveSmtp({ password: 'errada' });
    try {
      const answer = await call('POST', '/api/settings/smtp/test', admin.cookie);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('mail:testFailed');
      expect(answer.json().details.reason).toMatch(/535|Invalid username or password/);
    } finally {
      await saveSmtp({ password: PASSWORD });
    }
  });

  it('refuses with 422 mail:notConfigured without a host, and queues nothing', async () => {
    const production = (
      await call('POST', '/api/productions', writer.cookie, {
        slug: 'sem smtp',
        date: '2030-05-08',
      })
    ).json<Production>();
    await saveSmtp({ host: '' });
    try {
      const mailed = await call('POST', `/api/productions/${production.id}/email`, writer.cookie, {
        to: ['x@jornal.com.br'],
      });
      expect(mailed.statusCode).toBe(422);
      expect(mailed.json().message).toBe('mail:notConfigured');
      const tested = await call('POST', '/api/settings/smtp/test', admin.cookie);
      expect(tested.json().message).toBe('mail:notConfigured');
      expect(await pendingTasks(tdb.database.db, MAIL_TASK)).toHaveLength(0);
    } finally {
      await saveSmtp({ host: '127.0.0.1' });
    }
  });
});
