/** The API half of `npm run dev` (see dev.ts): functions + netlify.toml, pages from Astro's dev server. */
import { createLocalServer } from './local-server/server.ts';
import { startScheduler } from './local-server/scheduler.ts';

const server = await createLocalServer({
  root: process.cwd(),
  devServerOrigin: process.env['DEV_SERVER_ORIGIN'] ?? 'http://localhost:4321',
});
await server.listen(Number(process.env['PORT'] ?? 8888));
startScheduler(server.routes);
