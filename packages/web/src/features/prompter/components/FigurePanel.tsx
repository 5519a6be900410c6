import type { ReactNode } from 'react';

/** Props of {@link FigurePanel}. */
export interface FigurePanelProps {
  label: string;
  children: ReactNode;
  /** over: shown in red; onAir: the on-air colour. */
  tone?: 'over' | 'onAir' | 'plain';
  testId: string;
}

/** One labelled figure, sized to be read across a studio. */
export function FigurePanel({ label, children, tone = 'plain', testId }: FigurePanelProps) {
  return (
    <div className={`nrcs-studio__panel nrcs-studio__panel--${tone}`} data-testid={testId}>
      <div className="nrcs-studio__label">{label}</div>
      <div className="nrcs-studio__value">{children}</div>
    </div>
  );
}
