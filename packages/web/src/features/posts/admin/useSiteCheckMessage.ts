import { useTranslation } from 'react-i18next';
import type { WordpressSiteSaved } from '@newsroom/domain';
import { notify, useMessage } from '../../../shared/notifications';

/**
 * What a saved site's check says (spec 3 §8): the site took the credentials (signed in as its
 * user), or the site was saved but refused them or could not be reached — a warning in the site's
 * own words; a switched-off site is not checked and is only said saved.
 */
export function useSiteCheckMessage(): (saved: WordpressSiteSaved) => void {
  const { t } = useTranslation('posts');
  const message = useMessage();
  return ({ site, check }) => {
    if (check === null) {
      void message.success({ content: t('sites.saved'), key: 'wordpress-site-saved' });
    } else if (check.ok) {
      notify({
        kind: 'success',
        title: t(check.key),
        description: t('sites.signedInAs', { siteMessage: check.siteMessage }),
      });
    } else {
      notify({
        kind: 'warning',
        title: t('sites.savedWithProblem', { name: site.name }),
        description: [t(check.key), t('siteSaid', { siteMessage: check.siteMessage })].join(' '),
      });
    }
  };
}
