/**
 * A full build of the site from the store the bench filled: the public content exported, then
 * `astro build` on it, into `work/dist` (a temporary folder, so the project's dist/ is left alone).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { exportContent } from '#shared/publish/content-export.ts';

export interface BuiltSite {
  outDir: string;
  exportSeconds: number;
  buildSeconds: number;
}

export const buildSite = async (work: string): Promise<BuiltSite> => {
  const exportFile = join(work, 'public-content.json');
  const exporting = performance.now();
  await exportContent(exportFile);
  const exportSeconds = (performance.now() - exporting) / 1000;
  const outDir = join(work, 'dist');
  const building = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir, '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, CONTENT_EXPORT_FILE: exportFile },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
  });
  return { outDir, exportSeconds, buildSeconds: (performance.now() - building) / 1000 };
};
