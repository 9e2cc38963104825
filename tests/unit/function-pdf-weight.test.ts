/**
 * The functions that only delete championships or skaters (events, skaterprofiles) do not carry the
 * PDF drawing and its embedded font shaper (@pdf-lib/fontkit, 1.6 MB): they reach the certificate
 * PDFs' stored copies through the small store modules, not through the drawing. With the shaper in,
 * their cold start took twice the CPU.
 */
import { build } from 'esbuild';
import { expect, test } from 'vitest';

const inputsOf = async (name: string): Promise<string[]> => {
  const result = await build({
    entryPoints: [`netlify/functions/${name}.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'unused',
    external: ['sharp'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
};

test.each(['events', 'skaterprofiles'])('the %s function does not bundle the PDF font shaper', async (name) => {
  const inputs = await inputsOf(name);
  expect(inputs.some((file) => file.includes('netlify/functions/events.ts') || file.includes(`netlify/functions/${name}.ts`))).toBe(true);
  expect(inputs.filter((file) => file.includes('@pdf-lib/fontkit') || file.endsWith('certificate-pdf.ts'))).toEqual([]);
});

test('the certificates function does (the check can see it)', async () => {
  expect((await inputsOf('certificates')).some((file) => file.includes('@pdf-lib/fontkit'))).toBe(true);
});
