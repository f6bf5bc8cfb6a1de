import { buildServer } from './app';
import { repoPaths } from './paths';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildServer({ ...repoPaths, logger: false });
try {
  await app.listen({ port, host });
} catch (error) {
  console.error(`Could not listen on ${host}:${port}: ${(error as Error).message}`);
  process.exit(1);
}

const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
console.log(`Demo host page:  ${origin}/`);
console.log(`Player page:     ${origin}/player/?movie_id=1`);
console.log(`Catalogue API:   ${origin}/api/contents/1`);
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
