import { Button, Flex, Input, Select } from 'antd';
import { PlusOutlined, PrinterOutlined, TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useContactGroups } from '../hooks/useContactLookups';
import { VcardButtons } from './VcardButtons';

/** Props of {@link ContactsToolbar}. */
export interface ContactsToolbarProps {
  text: string;
  onTextChange: (text: string) => void;
  groupId: number | undefined;
  onGroupChange: (groupId: number | undefined) => void;
  /** Shows New: the user may write contacts. */
  onCreate?: () => void;
  onPrint: () => void;
  /** Shows Groups: the user administers contacts. */
  onManageGroups?: () => void;
}

/** The address book's search box and group filter, and its buttons. */
export function ContactsToolbar({
  text,
  onTextChange,
  groupId,
  onGroupChange,
  onCreate,
  onPrint,
  onManageGroups,
}: ContactsToolbarProps) {
  const { t } = useTranslation('contact');
  const groups = useContactGroups();
  return (
    <Flex gap="small" wrap align="center">
      <Input.Search
        allowClear
        style={{ width: 300 }}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        data-testid="contacts-search"
      />
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 200 }}
        placeholder={t('list.group')}
        aria-label={t('list.group')}
        loading={groups.isPending}
        value={groupId}
        options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        onChange={(value) => onGroupChange(value ?? undefined)}
        data-testid="contacts-group"
      />
      <Flex gap="small" style={{ marginLeft: 'auto' }}>
        {onManageGroups && (
          <Button icon={<TagsOutlined />} onClick={onManageGroups} data-testid="contacts-groups">
            {t('groups.title')}
          </Button>
        )}
        <VcardButtons canImport={onCreate !== undefined} />
        <Button icon={<PrinterOutlined />} onClick={onPrint} data-testid="contacts-print">
          {t('list.print')}
        </Button>
        {onCreate && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={onCreate}
            data-testid="contacts-new"
          >
            {t('list.new')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
