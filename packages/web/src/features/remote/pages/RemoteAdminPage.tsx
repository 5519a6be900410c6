import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteBranchesTab } from '../components/RemoteBranchesTab';
import { RemoteBrowser } from '../components/RemoteBrowser';
import { RemoteTokensTab } from '../components/RemoteTokensTab';

/**
 * Admin "remote" (spec 1 §2, spec 3 §2): the other branches this one reads (registered by address
 * and the token each issued us, checked), the tokens issued to others, and the browser of a
 * branch's day.
 */
export function RemoteAdminPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('remote');
  return (
    <Card title={t('title')} data-testid="remote-admin">
      <Tabs
        items={[
          {
            key: 'branches',
            label: t('tabs.branches'),
            children: <RemoteBranchesTab canEdit={canEdit} />,
          },
          ...(canEdit
            ? [{ key: 'tokens', label: t('tabs.tokens'), children: <RemoteTokensTab /> }]
            : []),
          { key: 'browse', label: t('tabs.browse'), children: <RemoteBrowser /> },
        ]}
      />
    </Card>
  );
}
