/**
 * An amount in words as Indian receipts write it, in lakhs and crores: "Rupees One Thousand Five
 * Hundred only" (to-words, Indian English).
 */
import { ToWords } from 'to-words';

const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: false, ignoreDecimal: true } });

export const amountInWords = (rupees: number): string => `Rupees ${words.convert(Math.trunc(rupees))} only`;
