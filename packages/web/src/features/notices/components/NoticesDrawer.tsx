import { useState } from 'react';
import { Button, Checkbox, Drawer, Empty, Flex, Form, Input, List, Popconfirm } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTICE_TEXT_MAX, type Notice, type NoticeInput } from '@newsroom/domain';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { notifyFailure } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { createNotice, fetchNotices, noticeKeys, removeNotice } from '../api/noticesApi';
import { NoticeMeta } from './NoticeMeta';

/** Notices listed at first; "more" adds as many again. */
const PAGE = 25;

/** Props of {@link NoticesDrawer}. */
export interface NoticesDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Every notice, newest first, live; writers post, authors and administrators take down. */
export function NoticesDrawer({ open, onClose }: NoticesDrawerProps) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const [size, setSize] = useState(PAGE);
  const [form] = Form.useForm<NoticeInput>();
  const { data, isLoading } = useQuery({
    queryKey: noticeKeys.page(size),
    queryFn: () => fetchNotices(size),
    enabled: open,
  });
  useTopic('notices', () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  const post = useMutation({
    mutationFn: createNotice,
    onSuccess: () => {
      form.resetFields();
      void refresh();
    },
    onError: (error) => notifyFailure(error, 'create'),
  });
  const remove = useMutation({
    mutationFn: removeNotice,
    onSuccess: () => void refresh(),
    onError: (error) => notifyFailure(error, 'delete'),
  });
  const canPost = canWriteIn(me, 'notice');
  const canRemove = (notice: Notice) =>
    me !== null && (notice.authorId === me.id || abilityOf(me, 'notice') === 'admin');

  return (
    <Drawer open={open} onClose={onClose} title={t('notice:drawer.title')} size="large">
      {canPost && (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => post.mutate(values)}
          initialValues={{ text: '', urgent: false }}
          data-testid="notice-form"
        >
          <Form.Item
            name="text"
            label={t('notice:form.text')}
            rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
          >
            <Input.TextArea rows={3} maxLength={NOTICE_TEXT_MAX} showCount />
          </Form.Item>
          <Flex justify="space-between" align="center">
            <Form.Item name="urgent" valuePropName="checked" noStyle>
              <Checkbox>{t('notice:form.urgent')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={post.isPending}>
              {t('notice:form.post')}
            </Button>
          </Flex>
        </Form>
      )}
      {!isLoading && (data?.data.length ?? 0) === 0 ? (
        <Empty description={t('notice:drawer.empty')} />
      ) : (
        <List
          loading={isLoading}
          dataSource={data?.data ?? []}
          data-testid="notices-list"
          renderItem={(notice) => (
            <List.Item
              data-testid="notice-item"
              actions={
                canRemove(notice)
                  ? [
                      <Popconfirm
                        key="remove"
                        title={t('notice:drawer.confirmRemove')}
                        onConfirm={() => remove.mutate(notice.id)}
                      >
                        <Button size="small" danger type="link">
                          {t('notice:drawer.remove')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <NoticeMeta notice={notice} />
            </List.Item>
          )}
        />
      )}
      {data && data.total > data.data.length && (
        <Button block onClick={() => setSize((current) => current + PAGE)}>
          {t('notice:drawer.more')}
        </Button>
      )}
    </Drawer>
  );
}
