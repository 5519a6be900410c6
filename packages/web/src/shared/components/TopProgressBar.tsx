import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import './topProgressBar.css';

/** The thin bar shown at the top while a lazily loaded page (or the session check) loads. */
export function TopProgressBar() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  // The colour comes from the theme token, so the admin theme colour will apply here too.
  const style = { '--nrcs-progress-color': token.colorPrimary } as CSSProperties;
  return (
    <div
      className="nrcs-top-progress"
      role="progressbar"
      aria-label={t('common:loading')}
      aria-busy="true"
      data-testid="top-progress"
      style={style}
    >
      <div className="nrcs-top-progress__bar" />
    </div>
  );
}
