import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './support/browser';

/**
 * The calendar end to end (issue 19): a producer creates a weekly meeting with a 15-minute
 * reminder on the calendar screen, and the reminder reaches her browser at its minute — as a
 * toast, in the notifications centre and as a system notification.
 */

const browser = useBrowser();
const NEWSROOM_ZONE = 'America/Sao_Paulo';
const NAME = `Reunião semanal ${Math.random().toString(36).slice(2, 7)}`;

/** An instant as the pt_BR pickers write it in the newsroom's zone: `26/11/2026 16:05`. */
function pickerText(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NEWSROOM_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

async function typeInPicker(page: Page, testId: string, text: string): Promise<void> {
  const input = page.locator(`[data-testid=${testId}]`);
  await input.click();
  await input.press('Control+A');
  await input.pressSequentially(text);
  // Away from the picker, so its panel closes (Enter would submit the form, Escape close it).
  await page.click('[data-testid=event-name]');
}

/** System notifications the page created (the browser's own are replaced by a recorder). */
async function systemNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as { nrcsNotices: string[] }).nrcsNotices);
}

describe('calendar', () => {
  it(
    'creates a weekly meeting and receives its reminder in the browser',
    { timeout: 240_000 },
    async () => {
      const page = await browser.page();
      await page.addInitScript(() => {
        const notices: string[] = [];
        class RecordedNotification {
          static permission = 'granted';
          static requestPermission = () => Promise.resolve('granted');
          onclick: (() => void) | null = null;
          constructor(title: string) {
            notices.push(title);
          }
          close() {}
        }
        Object.assign(globalThis, { nrcsNotices: notices, Notification: RecordedNotification });
      });
      await login(page, 'produtor', 'newsroom');
      await page.goto('/main?area=calendar');
      await page.waitForSelector('[data-testid=calendar-page]');

      await page.click('[data-testid=calendar-new-event]');
      await page.waitForSelector('[data-testid=event-form]');
      await page.fill('[data-testid=event-name]', NAME);
      await page.click('[data-testid=event-frequency]');
      await page.locator('.ant-select-item-option', { hasText: 'Semanalmente' }).click();
      await page.click('[data-testid=event-reminder-add]');
      // The start last, just before saving: the first whole minute 15 minutes and 30 s from now,
      // so its 15-minute reminder is due 30-90 s from here, at a real minute the server's
      // scheduler finds, and a busy machine still saves before it. (The picker takes whole
      // minutes: no nearer reminder exists.)
      const start = new Date(Math.ceil((Date.now() + 15 * 60_000 + 30_000) / 60_000) * 60_000);
      const reminderAt = start.getTime() - 15 * 60_000;
      await typeInPicker(page, 'event-start', pickerText(start));
      // The end the form proposes (the next whole hour's end) is already after that start.
      await expect
        .poll(() => page.locator('[data-testid=event-recurrence-summary]').textContent())
        .toMatch(/semana/i);
      await page.click('[data-testid=event-save]');
      await page.waitForSelector('[data-testid=event-form]', { state: 'detached' });
      expect(Date.now(), 'saved before its reminder was due').toBeLessThan(reminderAt);

      // The meeting is on the calendar, every week.
      const calendars = (await (await page.request.get('/api/calendars')).json()) as {
        id: number;
      }[];
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const ids = calendars.map((c) => c.id).join(',');
      const listed = (await (
        await page.request.get(
          `/api/calendars/events?calendarIds=${ids}&from=${day(-1)}&to=${day(20)}`,
        )
      ).json()) as { name: string; recurring: boolean; start: string }[];
      const saved = listed.filter((o) => o.name === NAME);
      expect(saved.length).toBeGreaterThanOrEqual(2);
      expect(saved.every((o) => o.recurring)).toBe(true);
      // Its first occurrence is the start typed: the weekday repeated is the start's.
      const [dd, mm, yyyy, hhmm] = pickerText(start).split(/[/ ]/);
      expect(saved[0]?.start).toBe(`${yyyy}-${mm}-${dd}T${hhmm}`);

      // The reminder arrives at its minute: a toast, the bell, and a system notification.
      await page
        .locator('.ant-notification-notice', { hasText: NAME })
        .waitFor({ timeout: reminderAt - Date.now() + 60_000 })
        .catch(async (error: Error) => {
          // Whether the server sent it, to tell a scheduler fault from a screen one.
          const held = await (await page.request.get('/api/notifications')).text();
          throw new Error(`${error.message}\nnotifications held: ${held.slice(0, 2_000)}`);
        });
      await expect.poll(() => systemNotices(page)).toEqual([expect.stringContaining(NAME)]);
      await page.click('[data-testid=notifications-bell]');
      const item = page.locator('[data-testid=notification-item]', { hasText: NAME });
      await expect.poll(() => item.getAttribute('data-read')).toBe('false');
      expect(await item.textContent()).toContain(pickerText(start));
    },
  );

  it('imports an .ics file into a new calendar and serves it to subscribers without a session', async () => {
    const page = await browser.page();
    await login(page, 'produtor', 'newsroom');
    await page.goto('/main?area=calendar');
    await page.waitForSelector('[data-testid=calendar-page]');
    const calendarName = `Câmara ${NAME.slice(-5)}`;
    await page.click('[data-testid=calendar-new]');
    await page.fill('[data-testid=calendar-form-name]', calendarName);
    await page.click('.ant-modal-footer .ant-btn-primary');
    const actions = page.getByRole('button', { name: `Ações de ${calendarName}` });
    await actions.waitFor();

    const summary = `Sessão ${NAME.slice(-5)}`;
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//e2e//EN',
      'BEGIN:VEVENT',
      `UID:council-${NAME.slice(-5)}@example.com`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=${NEWSROOM_ZONE}:20261201T190000`,
      `DTEND;TZID=${NEWSROOM_ZONE}:20261201T210000`,
      'RRULE:FREQ=MONTHLY;BYDAY=1TU',
      `SUMMARY:${summary}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await actions.click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('menuitem', { name: 'Importar .ics' }).click(),
    ]);
    await chooser.setFiles({
      name: 'camara.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(ics),
    });
    // The import is confirmed by a short message (antd message, not a notification).
    await page.getByText('Eventos importados').waitFor();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Endereço de assinatura' }).click();
    await page.click('[data-testid=calendar-feed-create]');
    await page.click('.ant-popconfirm-buttons .ant-btn-primary');
    const address = page.locator('[data-testid=calendar-feed-url]');
    await address.waitFor();
    const url = await address.inputValue();

    // A calendar program subscribes with the address alone: no cookie, no session.
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const text = await feed.text();
    expect(text).toContain(`SUMMARY:${summary}`);
    expect(text).toMatch(/RRULE:[^\r\n]*FREQ=MONTHLY/);
    expect(text).toMatch(/RRULE:[^\r\n]*BYDAY=\+?1TU/);
  });
});
