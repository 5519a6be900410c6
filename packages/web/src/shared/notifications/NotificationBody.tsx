/** Props of {@link NotificationBody}. */
export interface NotificationBodyProps {
  description?: string;
  /** The hint that clicking copies the details; shown only when there are details. */
  copyHint?: string;
}

/** The description of a notification, with the copy hint under it when details exist. */
export function NotificationBody({ description, copyHint }: NotificationBodyProps) {
  return (
    <div>
      {description && <div>{description}</div>}
      {copyHint && <small className="nrcs-notification__hint">{copyHint}</small>}
    </div>
  );
}
