import { describe, expect, inject, it } from 'vitest';
import type { Paged, Post } from '@newsroom/domain';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * Posts end to end (issue 22): the reporter writes a web post in the rich text editor — a bold
 * word from the toolbar, no HTML typed — saves it and previews it; the editor-in-chief, whose
 * posts list is open, sees it arrive live with her publish rights. Publishing itself is tested
 * against a real WordPress in the server's peers suite.
 */

const browser = useBrowser();
const CAPTION = 'Feira de adoção reúne 200 cães no Ibirapuera';

describe('posts', () => {
  it(
    'are written in the rich text editor and reach the list live',
    { timeout: 120_000 },
    async () => {
      const chief = await browser.page();
      await login(chief, 'editor', 'newsroom');
      await chief.goto('/main?area=posts');
      await chief.locator('[data-testid=posts-list]').waitFor();

      const reporter = await browser.page();
      await login(reporter, 'reporter', 'newsroom');
      await reporter.goto('/main?area=posts');
      await reporter.click('[data-testid=posts-new]');
      await reporter.waitForSelector('[data-testid=post-form]');
      await reporter.fill('[data-testid=post-caption-input]', CAPTION);
      await reporter.fill('[data-testid=post-excerpt-input]', 'Evento segue até domingo');
      const body = reporter.locator('[data-testid=post-body]');
      await body.click();
      await reporter.keyboard.type('Os animais são ');
      await reporter.click('[data-testid=post-body-bold]');
      await reporter.keyboard.type('vacinados');
      await reporter.click('[data-testid=post-body-bold]');
      await reporter.keyboard.type(' e castrados.');
      await reporter.click('[data-testid=post-save]');

      const api = new ApiClient(inject('baseURL'));
      await api.login('reporter', 'newsroom');
      const saved = async () =>
        (
          await api.get<Paged<Post>>(`/api/posts/filter?filter=${encodeURIComponent('adoção')}`)
        ).data.find((post) => post.caption === CAPTION);
      await expect
        .poll(async () => (await saved())?.body)
        .toBe('<p>Os animais são <strong>vacinados</strong> e castrados.</p>');

      await reporter
        .locator('[data-testid=post-editor-tabs] .ant-tabs-tab', { hasText: /Pr/ })
        .click();
      await reporter
        .locator('[data-testid=post-body-html] strong', { hasText: 'vacinados' })
        .waitFor();

      const row = chief.locator('[data-testid=post-row]', { hasText: CAPTION });
      await row.waitFor({ timeout: 20_000 });
      const post = await saved();
      expect(post?.publication.state).toBe('draft');
      await reporter.context().close();
      await chief.context().close();
    },
  );
});
