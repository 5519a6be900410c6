import { describe, expect, inject, it } from 'vitest';
import type { Paged, Proposal } from '@newsroom/domain';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * The agency end to end (issue 21): the demo newsroom's feeds, served by the app and read by its
 * poller, reach the producer's wire; he opens a wire item and turns it into an assignment
 * proposal, which keeps the item's link, and the item shows as used.
 */

const browser = useBrowser();
const TITLE = 'Senado aprova reforma tributária em segundo turno';

describe('agency', () => {
  it('turns a wire item into a proposal', { timeout: 120_000 }, async () => {
    const producer = await browser.page();
    await login(producer, 'produtor', 'newsroom');
    await producer.goto('/main?area=agency');
    const lane = producer.locator('[data-testid=agency-lane][aria-label="Nacional"]');
    await lane.waitFor();
    // The poller's first pass runs seconds after start; the lane follows it live or on refresh.
    const item = lane.locator('[data-testid=lane-item]', { hasText: TITLE });
    await expect
      .poll(
        async () => {
          if ((await item.count()) > 0) return true;
          await lane.locator('[data-testid=lane-refresh]').click();
          return false;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    expect(await item.getAttribute('data-flash')).toBe('true');

    await item.click();
    const preview = producer.locator('[data-testid=item-preview]');
    await preview.locator('[data-testid=item-summary]', { hasText: '61 votos a favor' }).waitFor();
    await preview.locator('[data-testid=item-create-proposal]').click();
    await producer.locator('.ant-message-notice').waitFor();
    await expect.poll(() => item.getAttribute('data-used')).toBe('true');

    const api = new ApiClient(inject('baseURL'));
    await api.login('produtor', 'newsroom');
    const proposals = await api.get<Paged<Proposal>>(
      `/api/assignment_proposals?text=${encodeURIComponent('SENADO APROVA')}`,
    );
    const made = proposals.data.find((proposal) => proposal.slug.startsWith('URGENTE: SENADO'));
    expect(made?.information).toContain(
      'https://agencia-nacional.example/politica/reforma-tributaria-segundo-turno',
    );
    await producer.context().close();
  });
});
