/**
 * Where the stored copies of single certificates' PDFs are kept (certificate-pdf-cache.ts makes
 * them), and their removal. Apart from the drawing, so that revoking or deleting certificates does
 * not load the PDF library and the embedded fonts into its function.
 */
import { getStore } from '@netlify/blobs';

const PDFS_STORE = 'certificate-pdfs';
export const certificatePdfStore = () => getStore(PDFS_STORE);

export const forgetCertificatePdf = async (code: string): Promise<void> => {
  await certificatePdfStore().delete(code);
};
