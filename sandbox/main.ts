import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { buildSandbox } from './server';

/**
 * `npm run sandbox -- --port <n> --data <dir> [--brands <dir>] [--log] [--qa]`
 * Binds 127.0.0.1 only: the sandbox holds test accounts. The QA switches under
 * /__sandbox/ (reset, tokens, flags, faults, inboxes) exist only with --qa.
 */
const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4400' },
    data: { type: 'string', default: join(root, '.data/sandbox') },
    brands: { type: 'string', default: join(root, 'brands') },
    log: { type: 'boolean', default: false },
    qa: { type: 'boolean', default: false },
  },
});

const app = await buildSandbox({ dataDir: resolve(values.data), brandsDir: resolve(values.brands), logger: values.log, qa: values.qa });
const address = await app.listen({ host: '127.0.0.1', port: Number(values.port) });
console.log(`sandbox listening on ${address} (data ${resolve(values.data)}${values.qa ? ', QA switches on' : ''})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
