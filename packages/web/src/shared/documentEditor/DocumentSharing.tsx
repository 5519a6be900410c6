import { useState } from 'react';
import { Col, Row, Switch } from 'antd';
import { Field, LookupSelect, type LookupOption } from '../forms';
import { notifyFailure } from '../notifications';

/** A saved document's sharing, as its answer carries it. */
interface Shared {
  isPrivate: boolean;
  allowedUserIds: readonly number[];
}

/** Props of {@link DocumentSharing}. */
export interface DocumentSharingProps<D extends Shared> {
  document: D;
  /** The people it can be shared with. */
  users: readonly LookupOption[];
  /** PUT …/private and …/allowed_users, answered with the document. */
  setPrivate(isPrivate: boolean): Promise<D>;
  setAllowedUsers(userIds: number[]): Promise<D>;
  onChange(document: D): void;
  labels: { private: string; allowedUsers: string };
  /** `post` gives `post-private` and `post-allowed-users`. */
  testIdPrefix: string;
}

/**
 * The owner's sharing of a saved document (posts, reports): private on or off and the users who
 * still see it whole. Each change is saved at once, apart from the document's own save.
 */
export function DocumentSharing<D extends Shared>(props: DocumentSharingProps<D>) {
  const { document, users, labels, testIdPrefix } = props;
  const [isBusy, setIsBusy] = useState(false);

  const run = async (call: () => Promise<D>) => {
    setIsBusy(true);
    try {
      props.onChange(await call());
    } catch (error) {
      notifyFailure(error, 'update');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Row gutter={12} align="bottom">
      <Col>
        <Field label={labels.private}>
          <Switch
            checked={document.isPrivate}
            loading={isBusy}
            onChange={(isPrivate) => void run(() => props.setPrivate(isPrivate))}
            data-testid={`${testIdPrefix}-private`}
          />
        </Field>
      </Col>
      {document.isPrivate && (
        <Col flex="auto">
          <Field label={labels.allowedUsers}>
            <LookupSelect
              isMultiple
              options={users}
              value={document.allowedUserIds}
              disabled={isBusy}
              onChange={(userIds) => void run(() => props.setAllowedUsers(userIds))}
              testId={`${testIdPrefix}-allowed-users`}
            />
          </Field>
        </Col>
      )}
    </Row>
  );
}
