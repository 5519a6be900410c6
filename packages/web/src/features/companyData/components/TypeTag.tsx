import { Tag, theme } from 'antd';
import { cssColour } from './colour';

/** Props of {@link TypeTag}. */
export interface TypeTagProps {
  abbreviation: string;
  /** A palette name or a hex colour. */
  color: string;
}

/** A document type's abbreviation in its colour, as cards show it (e.g. a red "VIVO"). */
export function TypeTag({ abbreviation, color }: TypeTagProps) {
  const { token } = theme.useToken();
  return (
    <Tag color={cssColour(color, token)} data-testid="type-tag">
      {abbreviation}
    </Tag>
  );
}
