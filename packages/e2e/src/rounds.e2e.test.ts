import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * Rounds end to end (issue 23): the producer works today's round sheet of the demo newsroom —
 * calls the hospital, ticks the call done with what was said, and turns that note into a
 * guideline, which the call then links.
 */

const browser = useBrowser();
const INSTITUTION = 'Santa Casa de São Paulo';
const NOTE = 'Ala de queimados recebe três feridos do incêndio na Mooca; boletim às 15h.';

interface Assignment {
  id: number;
  slug: string;
  proposal: string;
}

describe('rounds', () => {
  it('a call becomes a guideline from the day sheet', { timeout: 120_000 }, async () => {
    const producer = await browser.page();
    await login(producer, 'produtor', 'newsroom');
    await producer.goto('/main?area=rounds');
    const card = producer.locator('[data-testid^="round-call-"][data-state]', {
      hasText: INSTITUTION,
    });
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('pending');

    await card.locator('[data-testid$="-state-done"]').click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('done');
    await card.locator('textarea[data-testid$="-note"]').fill(NOTE);
    await card.locator('[data-testid$="-create-guideline"]').click();
    await card.locator('[data-testid$="-guideline"]').waitFor();

    const api = new ApiClient(inject('baseURL'));
    await api.login('produtor', 'newsroom');
    const sheet = await api.get<{
      entries: {
        institution: { name: string };
        call: { note: string; assignmentId: number | null };
      }[];
    }>('/api/rounds/sheet');
    const entry = sheet.entries.find((e) => e.institution.name === INSTITUTION);
    expect(entry?.call.note).toBe(NOTE);
    const guideline = await api.get<Assignment>(`/api/assignments/${entry!.call.assignmentId}`);
    expect(guideline.slug).toBe('SANTA CASA DE SÃO PAULO');
    expect(guideline.proposal).toContain(NOTE);
    await producer.context().close();
  });
});
