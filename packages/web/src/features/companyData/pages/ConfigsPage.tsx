import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AREA_CONFIG_AREAS } from '@newsroom/domain';
import { useUserOptions } from '../../groups';
import { AreaConfigCard } from '../components/AreaConfigCard';
import '../companyData.css';

/** Props of {@link ConfigsPage}. */
export interface ConfigsPageProps {
  /** ROLE_ADMIN_WRITE. */
  canEdit: boolean;
}

/**
 * Admin "area configurations": one card per area (document, assignment, news report, story,
 * rundown).
 */
export function ConfigsPage({ canEdit }: ConfigsPageProps) {
  const { t } = useTranslation();
  const users = useUserOptions();
  return (
    <Flex vertical gap="middle" data-testid="configs">
      <Typography.Title level={4}>{t('menu:adminAreas.configs')}</Typography.Title>
      {AREA_CONFIG_AREAS.map((area) => (
        <AreaConfigCard
          key={area}
          area={area}
          canEdit={canEdit}
          users={users.data ?? []}
          isLoadingUsers={users.isPending}
        />
      ))}
    </Flex>
  );
}
