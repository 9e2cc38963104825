/**
 * A generated avatar: the person's initials on a colour picked from the name, as an
 * SVG data URL. Used wherever a photo is missing (office bearers, club members, skater profiles).
 */
import { site } from '#config/site.ts';

/**
 * Dark backgrounds on which white initials meet WCAG AA contrast: the association's own dark
 * shades (the configuration asks for them to be dark), then a few neutral ones.
 */
const BACKGROUNDS = [site.colors.brand[800], site.colors.accent[700], '#065f46', '#6b21a8', '#9f1239', '#155e75', '#3f3f46', '#854d0e'];

export const initials = (name: string): string => {
  const words = name
    // Innermost brackets only: a "(" never rescans past the next one, so many "(" stay linear.
    .replace(/\([^()]*\)/g, ' ')
    .split(/[\s.]+/)
    .filter((word) => /\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((word) => word.match(/\p{L}/u)?.[0]?.toUpperCase() ?? '').join('') || '?';
};

const hash = (text: string): number => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

export const avatarDataUrl = (name: string): string => {
  const background = BACKGROUNDS[hash(name) % BACKGROUNDS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<text x="48" y="50" dy=".35em" fill="#fff" font-family="system-ui,sans-serif" font-size="38" font-weight="700" text-anchor="middle">${initials(name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};
