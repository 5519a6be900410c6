import { useState } from 'react';
import { Col, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { foldForMatch, type StoryDocument } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { useCompanyData } from '../../companyData';
import { setStoryAllowedUsers, setStoryPrivate } from '../api/storiesApi';

/** Props of {@link StorySharing}. */
export interface StorySharingProps {
  document: StoryDocument;
  onDocumentChange: (document: StoryDocument) => void;
}

/**
 * The owner's sharing controls (spec 3 "Documents: private, allowedUsers"): private on/off and
 * the users who may still see a private story. Each change is saved at once (PUT /private,
 * PUT /allowed_users), apart from the story's own save.
 */
export function StorySharing({ document, onDocumentChange }: StorySharingProps) {
  const { t } = useTranslation('storyEditor');
  const companyData = useCompanyData();
  const [isBusy, setIsBusy] = useState(false);
  const users = (companyData.data?.users ?? []).map((user) => ({
    value: user.id,
    label: `${user.name} (${user.nickname})`,
    search: foldForMatch(`${user.name}${user.nickname}`),
  }));

  const run = async (call: () => Promise<StoryDocument>) => {
    setIsBusy(true);
    try {
      onDocumentChange(await call());
    } catch (error) {
      notifyFailure(error, 'update');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <Col>
        <Form.Item
          label={t('fields.private')}
          tooltip={document.approved && !document.isPrivate ? t('sharing.approved') : undefined}
        >
          <Switch
            checked={document.isPrivate}
            loading={isBusy}
            disabled={document.approved && !document.isPrivate}
            onChange={(isPrivate) => void run(() => setStoryPrivate(document.id, isPrivate))}
            data-testid="story-private"
          />
        </Form.Item>
      </Col>
      <Col flex="auto">
        <Form.Item label={t('fields.allowedUsers')}>
          <Select<number[], (typeof users)[number]>
            mode="multiple"
            value={document.allowedUserIds}
            options={users}
            loading={companyData.isLoading || isBusy}
            onChange={(userIds) => void run(() => setStoryAllowedUsers(document.id, userIds))}
            showSearch={{
              filterOption: (typed, option) =>
                option !== undefined && option.search.includes(foldForMatch(typed)),
            }}
            style={{ minWidth: 220 }}
            data-testid="story-allowed-users"
          />
        </Form.Item>
      </Col>
    </>
  );
}
