import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Carousel,
  Empty,
  Flex,
  Modal,
  Spin,
  Typography,
  type CarouselRef,
} from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isLocale } from '../i18n';
import { notifyFailure } from '../notifications';
import { RevisionViewer } from './RevisionViewer';
import type { RevisionItem } from './revisionFields';
import type { RevisionReader } from './revisionReader';

/** Props of {@link VersionsDialog}. */
export interface VersionsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Loads the revisions, newest first; called each time the dialog opens. */
  load: () => Promise<RevisionItem[]>;
  /** How the kind's fields read in the viewer; default: field names, values as text. */
  reader?: RevisionReader;
  /** The dialog's title; default `revision:title`. */
  title?: ReactNode;
}

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; revisions: RevisionItem[] };

/**
 * The versions dialog (spec 2 §2): half the window wide, a carousel of the revisions newest first
 * (date, IP, nickname, slug) and, below, the chosen one in the revision viewer.
 */
export function VersionsDialog({ open, onClose, load, reader, title }: VersionsDialogProps) {
  const { t, i18n } = useTranslation('revision');
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [index, setIndex] = useState(0);
  const carousel = useRef<CarouselRef>(null);
  // The caller's load is often an inline arrow: read the latest without reloading on each render.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    setState({ status: 'loading' });
    setIndex(0);
    loadRef.current().then(
      (revisions) => {
        if (isCurrent) setState({ status: 'ready', revisions });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setState({ status: 'failed' });
        notifyFailure(error, 'load');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [open]);

  const revisions = state.status === 'ready' ? state.revisions : [];
  const chosen = revisions[Math.min(index, revisions.length - 1)] ?? null;
  const goTo = (next: number) => {
    setIndex(next);
    carousel.current?.goTo(next);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="50%"
      title={title ?? t('title')}
      destroyOnHidden
    >
      <Flex vertical gap="middle" data-testid="versions-dialog" data-state={state.status}>
        {state.status === 'loading' && <Spin />}
        {state.status === 'failed' && (
          <Alert type="error" showIcon data-testid="versions-error" title={t('error:loadFailed')} />
        )}
        {state.status === 'ready' && revisions.length === 0 && (
          <Empty description={t('empty')} data-testid="versions-empty" />
        )}
        {chosen && (
          <>
            <Flex align="center" gap="small">
              <Button
                icon={<LeftOutlined />}
                aria-label={t('newer')}
                data-testid="revision-newer"
                disabled={index === 0}
                onClick={() => goTo(index - 1)}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Carousel
                  ref={carousel}
                  infinite={false}
                  dots={revisions.length > 1}
                  beforeChange={(_from, to) => setIndex(to)}
                >
                  {revisions.map((revision, position) => (
                    <div key={revision.id}>
                      <Flex
                        vertical
                        align="center"
                        data-testid="revision-slide"
                        data-revision={revision.revisionNumber}
                        data-active={position === index}
                        style={{ paddingBottom: 24 }}
                      >
                        <Typography.Text strong>
                          {t('number', { number: revision.revisionNumber })} ·{' '}
                          {formatDateTime(new Date(revision.revisionDate), locale)}
                        </Typography.Text>
                        <Typography.Text>
                          {revision.revisorNickname} ·{' '}
                          {t('ipValue', { ip: revision.revisorIP || '—' })}
                        </Typography.Text>
                        <Typography.Text type="secondary">{revision.slug || '—'}</Typography.Text>
                      </Flex>
                    </div>
                  ))}
                </Carousel>
              </div>
              <Button
                icon={<RightOutlined />}
                aria-label={t('older')}
                data-testid="revision-older"
                disabled={index >= revisions.length - 1}
                onClick={() => goTo(index + 1)}
              />
            </Flex>
            <RevisionViewer revision={chosen} reader={reader} />
          </>
        )}
      </Flex>
    </Modal>
  );
}
