import { Card, Select, Space, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATES, type Assignment, type DocumentState } from '@newsroom/domain';
import { TypeTag } from '../../companyData';
import { firstGuideTime } from '../api/dayLists';
import { namesOf, type AssignmentLookups } from '../hooks/useAssignmentLookups';
import { StateTag } from './StateTag';

/** Props of {@link AssignmentCard}. */
export interface AssignmentCardProps {
  assignment: Assignment;
  lookups: Pick<AssignmentLookups, 'types' | 'programs'>;
  isSelected: boolean;
  onSelect: (assignment: Assignment) => void;
  /** Changes the state from the card (only offered when the assignment is editable). */
  onStateChange: (assignment: Assignment, state: DocumentState) => void;
}

/**
 * One assignment of a day list: type abbreviation in its colour and slug, the state, the programs
 * (or 'drawer') and the time of the first guide.
 */
export function AssignmentCard({
  assignment,
  lookups,
  isSelected,
  onSelect,
  onStateChange,
}: AssignmentCardProps) {
  const { t } = useTranslation('assignment');
  const type = lookups.types.find((item) => item.id === assignment.typeId);
  const time = firstGuideTime(assignment);
  const programs = namesOf(assignment.programsIds, lookups.programs);
  return (
    <Card
      size="small"
      hoverable
      className={
        isSelected ? 'nrcs-assignment-card nrcs-assignment-card--selected' : 'nrcs-assignment-card'
      }
      data-testid="assignment-card"
      data-id={assignment.id}
      data-slug={assignment.slug}
      onClick={() => onSelect(assignment)}
    >
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap size={4}>
          {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
          <Typography.Text strong data-testid="assignment-card-slug">
            {assignment.visible ? assignment.slug : t('private')}
          </Typography.Text>
        </Space>
        <Space wrap size={4} onClick={(event) => event.stopPropagation()}>
          {assignment.abilities.canEdit ? (
            <Select<DocumentState>
              size="small"
              value={assignment.state}
              variant="borderless"
              aria-label={t('fields.state')}
              data-testid="assignment-card-state"
              popupMatchSelectWidth={false}
              onChange={(state) => onStateChange(assignment, state)}
              options={DOCUMENT_STATES.map((state) => ({
                value: state,
                label: <StateTag state={state} />,
              }))}
            />
          ) : (
            <StateTag state={assignment.state} />
          )}
          <Typography.Text type="secondary" data-testid="assignment-card-programs">
            {programs.length > 0 ? programs.join(', ') : t('drawer')}
          </Typography.Text>
          {time && (
            <Typography.Text type="secondary" data-testid="assignment-card-time">
              <ClockCircleOutlined /> {time}
            </Typography.Text>
          )}
        </Space>
      </Space>
    </Card>
  );
}
