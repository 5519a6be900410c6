import { createElement } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_AREAS, type AdminAreaKey } from '../menus/adminMenu';
import { findArea } from '../menus/menuArea';
import { AREA_PARAM } from '../menus/mainMenu';

/**
 * The registries the spec's "registrations" entry gathers, by theme: each is an admin area of
 * its own (its list, its form), so the hub links to them rather than repeating them.
 */
const REGISTRATION_GROUPS: { key: string; areas: AdminAreaKey[] }[] = [
  {
    key: 'companyData',
    areas: ['types', 'vehicles', 'editorials', 'classifications', 'branches', 'configs'],
  },
  { key: 'people', areas: ['users', 'groups', 'teams', 'programs'] },
  { key: 'production', areas: ['rundownTemplates', 'productionTypes', 'productionResources'] },
  { key: 'reportsRounds', areas: ['reportCategories', 'reportEvents', 'institutions', 'segments'] },
  { key: 'sources', areas: ['agency', 'wordpressConfigs'] },
];

/** Admin "registrations" (`/admin?area=registrations`, spec 3 §2): the hub of the newsroom's lists. */
export function RegistrationsArea() {
  const { t } = useTranslation();
  return (
    <Card title={t('menu:adminAreas.registrations')} data-testid="registrations-page">
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary">
          {t('admin:registrations.description')}
        </Typography.Paragraph>
        {REGISTRATION_GROUPS.map((group) => (
          <Flex vertical gap="small" key={group.key} data-testid={`registrations-${group.key}`}>
            <Typography.Text strong>{t(`admin:registrations.groups.${group.key}`)}</Typography.Text>
            <Row gutter={[12, 12]}>
              {group.areas.map((key) => {
                const icon = findArea(ADMIN_AREAS, key)?.icon;
                return (
                  <Col key={key} xs={24} sm={12} lg={8} xl={6}>
                    <Link to={`/admin?${AREA_PARAM}=${key}`} data-testid={`registration-${key}`}>
                      <Card size="small" hoverable>
                        <Flex gap="small" align="center">
                          {icon && createElement(icon)}
                          <span>{t(`menu:adminAreas.${key}`)}</span>
                        </Flex>
                      </Card>
                    </Link>
                  </Col>
                );
              })}
            </Row>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
