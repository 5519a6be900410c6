import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { abilityOf, useAuth } from '../../auth';
import { fetchLinkChoices } from '../api/linkChoicesApi';

/** Props of {@link EventLinkField}. */
export interface EventLinkFieldProps {
  disabled: boolean;
  /** The event's day: its guidelines and rundowns are offered. */
  day: string;
}

/**
 * What the event is about: a guideline or a rundown of its day, among those the user may read
 * (a saved link to another day stays, shown by its number).
 */
export function EventLinkField({ disabled, day }: EventLinkFieldProps) {
  const { t } = useTranslation('calendar');
  const { me } = useAuth();
  const readable = {
    assignments: me !== null && abilityOf(me, 'assignment') !== 'none',
    rundowns: me !== null && abilityOf(me, 'rundown') !== 'none',
  };
  const choices = useQuery({
    queryKey: ['calendar', 'linkChoices', day, readable.assignments, readable.rundowns],
    queryFn: () => fetchLinkChoices(day, readable),
    enabled: readable.assignments || readable.rundowns,
  });
  const current = Form.useWatch<string | null>('link');
  const listed = choices.data ?? { assignments: [], rundowns: [] };
  const options = [
    {
      label: t('editor.linkGuidelines'),
      options: listed.assignments.map((a) => ({ value: `assignment:${a.id}`, label: a.slug })),
    },
    {
      label: t('editor.linkRundowns'),
      options: listed.rundowns.map((r) => ({
        value: `rundown:${r.id}`,
        label: `${r.programName} · ${r.start.slice(0, 5)}`,
      })),
    },
  ].filter((group) => group.options.length > 0);
  const known = options.some((group) => group.options.some((o) => o.value === current));
  if (current && !known) {
    const [kind, id] = current.split(':');
    options.push({
      label: t('editor.linkOtherDay'),
      options: [
        {
          value: current,
          label: t(kind === 'rundown' ? 'editor.linkedRundown' : 'editor.linkedGuideline', { id }),
        },
      ],
    });
  }
  return (
    <Form.Item name="link" label={t('editor.link')}>
      <Select
        allowClear
        disabled={disabled}
        loading={choices.isLoading}
        options={options}
        placeholder={t('editor.linkPlaceholder')}
        notFoundContent={t('editor.linkNone')}
        data-testid="event-link"
      />
    </Form.Item>
  );
}
