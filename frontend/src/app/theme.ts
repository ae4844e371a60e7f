import type { ThemeConfig } from 'antd';

/** Consign's green, the primary colour until an organization saves its own. */
export const DEFAULT_PRIMARY = '#2f6f5e';

/**
 * White on the primary colour (buttons) and the primary colour as text on white (links) and on its own 10 % tint
 * (the selected menu item): 5.2:1 against white keeps the tint case above WCAG AA's 4.5:1.
 */
const PRIMARY_CONTRAST = 5.2;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
/** The contrast of a colour against white. */
export const contrastOnWhite = (hex: string) => 1.05 / (luminance(channels(hex)) + 0.05);

/**
 * An organization's brand colour made safe as the back office's primary: darkened in small steps until white
 * text on it (and it as text on white or on its tint) reaches AA. Anything that is not '#rrggbb' gives the default.
 */
export function readablePrimary(color: string | null | undefined): string {
  if (!color || !/^#[0-9a-fA-F]{6}$/.test(color)) return DEFAULT_PRIMARY;
  let rgb = channels(color);
  while (contrastOnWhite(`#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`) < PRIMARY_CONTRAST)
    rgb = rgb.map((c) => Math.floor(c * 0.92));
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour `alpha` of the way from white to `hex`: antd derives a murky grey from a dark primary instead. */
export const tint = (hex: string, alpha: number) =>
  `#${channels(hex)
    .map((c) =>
      Math.round(c * alpha + 255 * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The primary and the light backgrounds antd paints with it (selected menu item, selected option). */
const primaryTokens = (primary: string) => ({
  colorPrimary: primary,
  colorLink: primary,
  // antd lightens a hovered link (3.5:1 on the page background): it keeps the readable primary instead.
  colorLinkHover: primary,
  colorLinkActive: primary,
  colorPrimaryBg: tint(primary, 0.1),
  colorPrimaryBgHover: tint(primary, 0.16),
  controlItemBgActive: tint(primary, 0.1),
  controlItemBgActiveHover: tint(primary, 0.16),
});

/**
 * The one place colours come from. antd's secondary and tertiary text (rgba 0,0,0,.45) reads at 3.4:1 on white:
 * raised to AA here, so every `type="secondary"`, description and placeholder is readable without inline colours.
 */
export const theme: ThemeConfig = {
  token: {
    ...primaryTokens(DEFAULT_PRIMARY),
    // Status colours one shade darker than antd's, so their text (error messages, status tags) reaches AA on white
    // and on their own backgrounds; the backgrounds are set too, as antd derives murky ones from dark seeds.
    // Status tags use these (color="success" …): antd's preset hues ("green") keep their unreadable text shade.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffccc7',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorBgLayout: '#f4f6f5',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // A table's empty text ('No sellers found') is written in the disabled colour (1.8:1): readable here.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
  },
};

/** The back office's theme on top of the app's: the organization's saved brand colour as its primary. */
export const brandTheme = (primaryColor: string | null | undefined): ThemeConfig => ({
  token: primaryTokens(readablePrimary(primaryColor)),
});
