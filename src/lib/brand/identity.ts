/**
 * What the generated brand pictures are drawn from: the association's names and colours as the
 * site configuration (src/config/site.ts) holds them. The drawings take this as a parameter, so a
 * test can draw them for another association without building the site.
 */

export interface Palette {
  brand: Readonly<Record<50 | 100 | 600 | 700 | 800 | 900, string>>;
  accent: Readonly<Record<500 | 600 | 700, string>>;
}

export interface BrandIdentity {
  name: string;
  shortName: string;
  tagline: string;
  colors: Palette;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The palette, checked: its values are written into CSS, SVG and the manifest, so anything but a
 * plain #rrggbb colour stops the build with a message that names the setting.
 */
export const checkedPalette = (colors: Palette): Palette => {
  for (const [group, shades] of Object.entries(colors) as [string, Record<string, string>][]) {
    for (const [shade, value] of Object.entries(shades)) {
      if (!HEX_COLOUR.test(value)) {
        throw new Error(`site.colors.${group}.${shade} in src/config/site.ts must be a colour written #rrggbb, not "${value}".`);
      }
    }
  }
  return colors;
};

/** The CSS variables the Tailwind theme reads (src/styles/global.css), as one `:root` rule. */
export const themeCss = (colors: Palette): string => {
  const { brand, accent } = checkedPalette(colors);
  const variables = [
    ...Object.entries(brand).map(([shade, value]) => `--site-brand-${shade}:${value}`),
    ...Object.entries(accent).map(([shade, value]) => `--site-accent-${shade}:${value}`),
  ];
  return `:root{${variables.join(';')}}`;
};

/** Text placed inside SVG markup: the five characters XML treats specially, escaped. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
