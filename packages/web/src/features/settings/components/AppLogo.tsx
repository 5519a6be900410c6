import { useAppearance } from '../hooks/useAppearance';
import { logoUrl } from '../api/settingsApi';

/** Props of {@link AppLogo}. */
export interface AppLogoProps {
  /** Where it shows (`header` or `page`), for tests and styles. */
  placement: 'header' | 'page';
  /** Height in pixels; the width follows the image. */
  height: number;
}

/** The installation's logo, when one is set; follows a new logo at once. */
export function AppLogo({ placement, height }: AppLogoProps) {
  const { hasLogo, logoId } = useAppearance();
  if (!hasLogo || !logoId) return null;
  return (
    <img
      src={logoUrl(logoId)}
      alt=""
      height={height}
      style={{ maxHeight: height, width: 'auto', display: 'block' }}
      data-testid="logo-image"
      data-placement={placement}
    />
  );
}
