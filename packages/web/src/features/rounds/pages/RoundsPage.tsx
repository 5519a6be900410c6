import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasRoles, roleName } from '@newsroom/domain';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { InstitutionsTab } from '../admin/InstitutionsTab';
import { RoundListsLive } from '../admin/RoundListsLive';
import { RoundsTab } from '../admin/RoundsTab';
import { SegmentsTab } from '../admin/SegmentsTab';
import { DaySheet } from '../sheet/DaySheet';

/**
 * The rounds (main area `rounds`): the day sheet for round readers, and for the area's
 * administrators the rounds, institutions and segments they keep, one tab each.
 */
export function RoundsPage() {
  const { t } = useTranslation('rounds');
  const { me } = useAuth();
  if (!me || abilityOf(me, 'round') === 'none')
    return <Alert type="warning" showIcon title={t('forbidden')} data-testid="rounds-forbidden" />;
  const canAdminister = hasRoles(me.roles, [roleName('round', 'admin')]);
  const sheet = (
    <DaySheet
      canWrite={canWriteIn(me, 'round')}
      canCreate={{
        guideline: canWriteIn(me, 'assignment'),
        proposal: canWriteIn(me, 'assignment_proposal'),
      }}
    />
  );
  if (!canAdminister) return sheet;
  return (
    <>
      <RoundListsLive />
      <Tabs
        data-testid="rounds-tabs"
        items={[
          { key: 'sheet', label: t('tabs.sheet'), children: sheet },
          { key: 'rounds', label: t('tabs.rounds'), children: <RoundsTab canEdit /> },
          {
            key: 'institutions',
            label: t('tabs.institutions'),
            children: <InstitutionsTab canEdit />,
          },
          { key: 'segments', label: t('tabs.segments'), children: <SegmentsTab canEdit /> },
        ]}
      />
    </>
  );
}
