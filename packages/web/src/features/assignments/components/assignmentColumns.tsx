import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@newsroom/domain';
import { TypeTag } from '../../companyData';
import { displayDate } from '../../../shared/dates';
import { namesOf, type AssignmentLookups } from '../hooks/useAssignmentLookups';
import { StateTag } from './StateTag';

/**
 * The columns the paged assignment tables share (search and trash): date, type and slug (or
 * "private"), state and programs (or "drawer").
 */
export function useAssignmentColumns(
  lookups: Pick<AssignmentLookups, 'types' | 'programs'>,
): TableColumnsType<Assignment> {
  const { t } = useTranslation('assignment');
  return [
    {
      key: 'date',
      title: t('fields.date'),
      width: 110,
      render: (_, assignment) => displayDate(assignment.date),
    },
    {
      key: 'slug',
      title: t('fields.slug'),
      render: (_, assignment) => {
        const type = lookups.types.find((item) => item.id === assignment.typeId);
        return (
          <Space size={4}>
            {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
            <Typography.Text strong>
              {assignment.visible ? assignment.slug : t('private')}
            </Typography.Text>
          </Space>
        );
      },
    },
    {
      key: 'state',
      title: t('fields.state'),
      width: 130,
      render: (_, assignment) => <StateTag state={assignment.state} />,
    },
    {
      key: 'programs',
      title: t('fields.programs'),
      render: (_, assignment) => {
        const names = namesOf(assignment.programsIds, lookups.programs);
        return names.length > 0 ? names.join(', ') : <Tag>{t('drawer')}</Tag>;
      },
    },
  ];
}
