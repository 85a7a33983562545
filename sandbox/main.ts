import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { buildSandbox } from './server';
import { loadProfile } from '../scripts/lib/contract/profiles';

/**
 * `npm run sandbox -- --port <n> --data <dir> [--brands <dir>] [--log] [--qa] [--profile <id>]`
 * Binds 127.0.0.1 only: the sandbox holds test accounts. The QA switches under
 * /__sandbox/ (reset, tokens, flags, faults, inboxes) exist only with --qa.
 * --profile answers as platforms/<id>.json says (paths, methods, field names).
 */
const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4400' },
    data: { type: 'string', default: join(root, '.data/sandbox') },
    brands: { type: 'string', default: join(root, 'brands') },
    log: { type: 'boolean', default: false },
    qa: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});

const profile = values.profile ? loadProfile(values.profile) : null;
const app = await buildSandbox({ dataDir: resolve(values.data), brandsDir: resolve(values.brands), logger: values.log, qa: values.qa, profile });
const address = await app.listen({ host: '127.0.0.1', port: Number(values.port) });
console.log(`sandbox listening on ${address} (data ${resolve(values.data)}${values.qa ? ', QA switches on' : ''}${profile ? `, profile ${profile.id}` : ''})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
