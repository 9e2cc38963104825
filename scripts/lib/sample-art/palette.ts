/** Colours of the sample pictures: people, kit, floors and metals. */
export const SKIN_TONES = ['#8d5524', '#a0673c', '#c68642', '#7a4a2a', '#b5794a', '#e0ac69', '#6b3f22'] as const;
export const HAIR_COLOURS = ['#1c1917', '#2b1d14', '#3b2616', '#111827', '#4a2c17'] as const;
/** Club kit: strong colours that read well at small sizes. */
export const KIT_COLOURS = [
  '#dc2626',
  '#2563eb',
  '#16a34a',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#db2777',
  '#ca8a04',
  '#0f766e',
  '#4f46e5',
] as const;
export const FLOORS = ['#4f7cac', '#b07d4f', '#6b7f91', '#3f6e6a', '#7d6aa8'] as const;
export const WALLS = ['#1e293b', '#1f2937', '#312e81', '#3b0764', '#134e4a', '#422006'] as const;
export const SKIES = [
  ['#7dd3fc', '#e0f2fe'],
  ['#93c5fd', '#fef3c7'],
  ['#fdba74', '#fef9c3'],
  ['#a5b4fc', '#fce7f3'],
] as const;

export const METALS = {
  gold: ['#b45309', '#fcd34d', '#d97706'],
  silver: ['#6b7280', '#f3f4f6', '#9ca3af'],
  bronze: ['#7c2d12', '#fdba74', '#c2410c'],
} as const;
export type Metal = keyof typeof METALS;

/** A colour made darker (amount < 0) or lighter (amount > 0), for shading. */
export const shade = (hex: string, amount: number): string => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) => Math.round(amount < 0 ? value * (1 + amount) : value + (255 - value) * amount));
  return `#${mixed.map((value) => Math.max(0, Math.min(255, value)).toString(16).padStart(2, '0')).join('')}`;
};
