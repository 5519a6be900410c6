import { i18n } from '../i18n/i18n';
import { copyToClipboard } from './clipboard';
import { notify } from './notifier';

/**
 * Copies a document's plain text and says how it went: `phrases:copiedToClipboard`, or
 * `error:actionFailed` when the clipboard refused or there is nothing to copy (an empty text,
 * as of a document private to someone else).
 */
export async function copyTextAndSay(text: string): Promise<void> {
  const isCopied = text !== '' && (await copyToClipboard(text));
  notify(
    isCopied
      ? { kind: 'success', title: i18n.t('phrases:copiedToClipboard') }
      : {
          kind: 'error',
          title: i18n.t('error:operationFailed'),
          description: i18n.t('error:actionFailed'),
        },
  );
}
