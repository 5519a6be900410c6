import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './support/browser';

/**
 * Assignments and productions end to end (issue 6): a producer writes an assignment with
 * a guide, a contact and tasks, makes its production and ticks the tasks done while a second
 * browser watches the production list change; a producer finds a contact in the address book
 * while writing a guide (issue 18).
 */

const browser = useBrowser();
const date = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10);
const SLUG = 'FEIRA DE CIÊNCIAS NA USP';

interface Assignment {
  id: number;
  slug: string;
  guides: {
    interviewee: string;
    contacts: { name: string; contactId?: number | null; numbers: { value: string }[] }[];
  }[];
  tasks: { label: string; done: boolean }[];
}
interface Production {
  id: number;
  slug: string;
  tasks: { id: string; label: string; done: boolean }[];
}

async function dayAssignments(page: Page): Promise<Assignment[]> {
  return (await (await page.request.get(`/api/assignments?date=${date}`)).json()) as Assignment[];
}

async function dayProductions(page: Page): Promise<Production[]> {
  return (await (await page.request.get(`/api/productions?date=${date}`)).json()) as Production[];
}

const card = (page: Page) => page.locator('[data-testid=production-card]', { hasText: SLUG });
const doneCount = (page: Page) =>
  card(page).locator('[data-testid=production-card-progress]').getAttribute('data-done');

describe('guidelines and checklists', () => {
  it('creates a guideline with a guide, a contact and tasks, makes its checklist and ticks tasks done live', async () => {
    const producer = await browser.page();
    await login(producer, 'produtor', 'newsroom');
    await producer.goto(`/main?area=guidelines&date=${date}`);
    await producer.waitForSelector('[data-testid=assignments-page]');

    // The assignment: slug, one guide with an interviewee and a contact with a number, two tasks.
    await producer.click('[data-testid=assignment-new]');
    await producer.waitForSelector('[data-testid=assignment-form]');
    await producer.fill('[data-testid=assignment-slug]', SLUG.toLowerCase());
    await producer.click('[data-testid=assignment-tab-guides]');
    await producer.click('[data-testid=assignment-add-guide]');
    await producer.fill('[data-testid=guide-interviewee]', 'Profa. Helena Prado');
    await producer.click('[data-testid=guide-add-contact]');
    await producer.fill('[data-testid=contact-name]', 'Helena Prado');
    await producer.click('[data-testid=contact-add-number]');
    await producer.fill('[data-testid=contact-number]', '+55 11 98765-4321');
    await producer.click('[data-testid=assignment-tab-tasks]');
    await producer.click('[data-testid=assignment-add-task]');
    await producer.locator('[data-testid=task-label]').nth(0).fill('Reservar unidade móvel');
    await producer.click('[data-testid=assignment-add-task]');
    await producer.locator('[data-testid=task-label]').nth(1).fill('Confirmar entrevista');
    await producer.click('[data-testid=assignment-save]');

    await expect
      .poll(async () => {
        const saved = (await dayAssignments(producer)).find((a) => a.slug === SLUG);
        return (
          saved && {
            interviewee: saved.guides[0]?.interviewee,
            contact: saved.guides[0]?.contacts[0]?.name,
            number: saved.guides[0]?.contacts[0]?.numbers[0]?.value,
            tasks: saved.tasks.map((t) => t.label),
          }
        );
      })
      .toEqual({
        interviewee: 'Profa. Helena Prado',
        contact: 'Helena Prado',
        number: '+55 11 98765-4321',
        tasks: ['Reservar unidade móvel', 'Confirmar entrevista'],
      });

    // Back on the list, the viewer shows it and makes its production.
    await producer.click('[data-testid=assignment-editor-close]');
    await producer.waitForSelector('[data-testid=assignment-viewer]');
    await producer.click('[data-testid=assignment-create-production]');
    await producer.waitForSelector('[data-testid=production-detail]');
    await expect
      .poll(async () => (await dayProductions(producer)).find((p) => p.slug === SLUG)?.tasks.length)
      .toBe(2);

    // A second browser watches the day's productions.
    const watcher = await browser.page();
    await login(watcher, 'apresentador', 'newsroom');
    await watcher.goto(`/main?area=productions&date=${date}`);
    await card(watcher).waitFor();
    await watcher.waitForSelector('[data-testid=socket-state][data-state=connected]');
    await expect.poll(() => doneCount(watcher)).toBe('0');

    // Ticking the tasks done shows up in the watcher's list without a reload.
    const ticks = producer.locator(
      '[data-testid=production-detail] [data-testid=production-task-done]',
    );
    await ticks.nth(0).click();
    await expect.poll(() => doneCount(watcher)).toBe('1');
    await ticks.nth(1).click();
    await expect.poll(() => doneCount(watcher)).toBe('2');
    await expect
      .poll(async () =>
        (await dayProductions(producer)).find((p) => p.slug === SLUG)?.tasks.map((t) => t.done),
      )
      .toEqual([true, true]);

    await watcher.context().close();
    await producer.context().close();
  });

  it('finds a contact in the address book while writing a guide, and saves a typed one there', async () => {
    const slug = 'OPERAÇÃO NA MARGINAL';
    const producer = await browser.page();
    await login(producer, 'produtor', 'newsroom');
    await producer.goto(`/main?area=guidelines&date=${date}`);
    await producer.waitForSelector('[data-testid=assignments-page]');
    await producer.click('[data-testid=assignment-new]');
    await producer.fill('[data-testid=assignment-slug]', slug);
    await producer.click('[data-testid=assignment-tab-guides]');
    await producer.click('[data-testid=assignment-add-guide]');

    // Typing part of a name (without its accent) offers the address book's contact.
    await producer.click('[data-testid=guide-contact-picker]');
    await producer.keyboard.type('vasconcelos');
    const option = producer.locator('.ant-select-item-option', { hasText: 'Renata Vasconcelos' });
    await option.click();
    await producer.waitForSelector('[data-testid=contact-linked]');
    expect(await producer.inputValue('[data-testid=contact-name]')).toBe('Cap. Renata Vasconcelos');

    // A contact typed in is saved to the address book from the guide.
    await producer.click('[data-testid=guide-add-contact]');
    await producer.locator('[data-testid=contact-name]').nth(1).fill('Motorista Jorge Amaral');
    await producer.click('[data-testid=contact-save-to-address-book]');
    await expect.poll(() => producer.locator('[data-testid=contact-linked]').count()).toBe(2);
    await producer.click('[data-testid=assignment-save]');

    await expect
      .poll(async () => {
        const saved = (await dayAssignments(producer)).find((a) => a.slug === slug);
        return saved?.guides[0]?.contacts.map((c) => [c.name, typeof c.contactId]);
      })
      .toEqual([
        ['Cap. Renata Vasconcelos', 'number'],
        ['Motorista Jorge Amaral', 'number'],
      ]);
    const found = await producer.request.get('/api/contacts/filter?filter=Jorge%20Amaral');
    expect(((await found.json()) as { total: number }).total).toBe(1);
    await producer.context().close();
  });
});
