import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isPaletteColour } from '@newsroom/domain';
import { cssColour } from './colour';

/** Props of {@link ColourSwatch}. */
export interface ColourSwatchProps {
  /** A palette name or a hex colour. */
  value: string;
  /** Show the colour's name beside the square. */
  hasLabel?: boolean;
}

/** A small square of a type's colour, with its (translated) name. */
export function ColourSwatch({ value, hasLabel = true }: ColourSwatchProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={6} data-testid="colour-swatch" data-colour={value}>
      <span
        className="nrcs-colour-swatch"
        style={{ backgroundColor: cssColour(value, token) }}
        aria-hidden
      />
      {hasLabel && (
        <Typography.Text>
          {isPaletteColour(value) ? t(`companyData:palette.${value}`) : value}
        </Typography.Text>
      )}
    </Flex>
  );
}
