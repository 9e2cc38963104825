/**
 * The receipt's PDF is drawn with the e-mail that carries it (receipt-mail.ts). The downloads of
 * the family page and the club desk still import it by this name; once they import it from
 * receipt-mail.ts, this file goes.
 */
export { figures, receiptPdf } from './receipt-mail.ts';
