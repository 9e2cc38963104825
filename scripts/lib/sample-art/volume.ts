/**
 * Rounded, lit volumes for flat shapes: an SVG filter that reads a shape's outline as a height map
 * (its blurred alpha) and lights it from the upper left, so a limb drawn as a thick stroke shades
 * like a cylinder and a head or a medal like a sphere or a disc. The blur radius is in the user
 * units of the element that uses the filter, so a scaled figure keeps its shading.
 */

/** Filter names by the size of the shapes they suit (the blur's standard deviation). */
export const VOLUME = { s: 'vol-s', m: 'vol-m', l: 'vol-l', xl: 'vol-xl' } as const;
const DEVIATIONS = { s: 2.5, m: 4.5, l: 9, xl: 18 } as const;

/**
 * Specular light is costly to render (about thirty times the diffuse light), so only the few
 * glossy shapes (metals, a helmet's shell) get it: `shine` 0 leaves it out.
 */
const filter = (id: string, deviation: number, shine: number) =>
  `<filter id="${id}" x="-25%" y="-25%" width="150%" height="150%" color-interpolation-filters="sRGB">` +
  `<feGaussianBlur in="SourceAlpha" stdDeviation="${deviation}" result="h"/>` +
  `<feDiffuseLighting in="h" surfaceScale="${deviation * 1.6}" diffuseConstant="1.15" result="d"><feDistantLight azimuth="235" elevation="38"/></feDiffuseLighting>` +
  `<feComposite in="d" in2="SourceGraphic" operator="arithmetic" k1="1.2" result="lit"/>` +
  (shine > 0
    ? `<feSpecularLighting in="h" surfaceScale="${deviation * 1.6}" specularConstant="${shine}" specularExponent="16" result="s"><feDistantLight azimuth="235" elevation="48"/></feSpecularLighting>` +
      `<feComposite in="s" in2="lit" operator="arithmetic" k2="0.45" k3="1"/>`
    : '') +
  `<feComposite in2="SourceAlpha" operator="in"/></filter>`;

/** The filters' definitions, for a picture's <defs>: matt surfaces (skin, cloth, wood). */
export const volumeDefs = (shine = 0): string =>
  (Object.keys(VOLUME) as (keyof typeof VOLUME)[]).map((size) => filter(VOLUME[size], DEVIATIONS[size], shine)).join('');

/** A metal's filter: the same volume with a strong highlight, for medals and cups. */
export const METAL_VOLUME = { m: 'metal-m', l: 'metal-l', xl: 'metal-xl' } as const;
export const metalDefs = (): string =>
  filter(METAL_VOLUME.m, DEVIATIONS.m, 1.1) + filter(METAL_VOLUME.l, DEVIATIONS.l, 1.1) + filter(METAL_VOLUME.xl, DEVIATIONS.xl, 1.1);

/** A glossy shell (a helmet's), lit with a bright highlight. */
export const glossDefs = (): string => filter('gloss', DEVIATIONS.xl, 0.9);

/** Soft blurs: shadows on the ground (`soft`), shading on a face (`soft-s`). */
export const softDefs = (): string =>
  `<filter id="soft" x="-50%" y="-100%" width="200%" height="300%"><feGaussianBlur stdDeviation="4"/></filter>` +
  `<filter id="soft-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter>`;
