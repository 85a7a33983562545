/**
 * Does a platform answer as the contract says? Before launch, against any base URL:
 *
 *   npm run contract:test -- --api <url> [--merchant <code>] [--profile <id>] [--account <user>:<password>] [--writes]
 *                            [--runs 3] [--seed 1] [--out dist/contract-conformance.json] [--language en]
 *
 * Sends every read call (GET) as the portal would: the Merchant and Language headers, the token of --account for
 * calls that need one (skipped without it), the example query of scripts/lib/contract/queries.ts, the profile's
 * paths and field names. Each answer must be the envelope, and a success's value must fit its schema
 * (schema/api); a refusal in the envelope conforms (the portal shows its §8 message). Then, per read call with
 * query parameters, --runs property-based queries drawn from their schemas (fast-check, seeded): every answer
 * must conform or be a clean refusal, never a failure (5xx) or a wrong shape. With --writes, the money and account
 * calls of a short script against the test account (favourites, a deposit order, messages read, a password
 * change to the same password, logout). Prints a table and writes it as JSON; exit 1 when any call differs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointName } from '../src/api/endpoints';
import { callOf, mapFields } from '../src/api/profile';
import { readMerchants } from '../sandbox/merchants';
import { createCaller, judge, loadSchemas, propertyQueries, readCalls, type CallResult } from './lib/contract/conformance';
import { loadProfile } from './lib/contract/profiles';
import { exampleQuery, queries } from './lib/contract/queries';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    merchant: { type: 'string' },
    profile: { type: 'string' },
    account: { type: 'string' },
    writes: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    language: { type: 'string', default: 'en' },
    out: { type: 'string', default: join(root, 'dist/contract-conformance.json') },
  },
});

function usage(message: string): never {
  console.error(`${message}\nusage: npm run contract:test -- --api <url> [--merchant <code>] [--profile <id>] [--account <user>:<password>] [--writes]`);
  process.exit(2);
}
if (!values.api || !/^https?:\/\//.test(values.api)) usage('--api takes the platform base URL, e.g. --api http://127.0.0.1:4400/');
const merchant = values.merchant ?? readMerchants(join(root, 'brands'))[0]?.merchantCode;
if (!merchant) usage('--merchant: no brand in brands/ to take a merchant code from');
const [user, password] = values.account ? [values.account.slice(0, values.account.indexOf(':')), values.account.slice(values.account.indexOf(':') + 1)] : [];
if (values.account && (!user || !password)) usage('--account takes <user>:<password>');
if (values.writes && !values.account) usage('--writes needs --account: the money and account calls act on that test account');
const runs = Math.max(0, Math.min(50, Number(values.runs) || 0));
const seed = Number(values.seed) || 1;

const profile = values.profile ? loadProfile(values.profile) : null;
const schemaOf = loadSchemas(join(root, 'schema/api'));
const caller = createCaller(values.api, merchant, values.language, profile);
const results: CallResult[] = [];

async function run(
  name: EndpointName,
  options: { query?: Record<string, string>; body?: unknown; token?: string | null; idempotencyKey?: string } = {},
): Promise<{ result: CallResult; value: unknown }> {
  const def = callOf(name, profile);
  const base = { call: name, method: def.method, path: def.path };
  try {
    const { status, text } = await caller.send(name, options);
    const judged = judge(name, status, text, schemaOf, profile);
    let value: unknown = null;
    if (judged.verdict === 'conforms') value = mapFields(name, (JSON.parse(text) as { value: unknown }).value, 'toContract', profile);
    return { result: { ...base, status, ...judged }, value };
  } catch (err) {
    return { result: { ...base, status: null, verdict: 'differs', where: '$', problem: `no answer: ${(err as Error).message}` }, value: null };
  }
}

let token: string | null = null;
if (values.account) {
  const login = await run('login', { body: { type: 'username', username: user, password } });
  results.push(login.result);
  token = (login.value as { token?: string } | null)?.token ?? null;
  if (!token) console.error(`login as ${user} did not succeed (${login.result.code ?? login.result.problem}): calls that need a session are skipped`);
}

for (const name of readCalls()) {
  const def = endpoints[name];
  if (def.token === 'required' && !token) {
    results.push({
      call: name,
      method: callOf(name, profile).method,
      path: callOf(name, profile).path,
      status: null,
      verdict: 'skipped',
      code: 'needs --account',
    });
    continue;
  }
  const { result } = await run(name, { query: exampleQuery(name), token });
  const drawn = queries[name] ? propertyQueries(name, runs, seed) : [];
  if (drawn.length) {
    result.property = { runs: drawn.length, differs: 0 };
    for (const query of drawn) {
      const { result: r } = await run(name, { query, token });
      if (r.verdict !== 'differs') continue;
      result.property.differs++;
      result.property.first ??= { query, where: r.where, problem: r.problem };
    }
  }
  results.push(result);
}

if (values.writes && token) {
  const key = () => randomUUID();
  const push = async (name: EndpointName, options: Parameters<typeof run>[1]) => {
    const r = await run(name, { token, ...options });
    results.push(r.result);
    return r.value;
  };
  await push('favouriteAdd', { body: { nodeId: '100001', vendor: 'PG', gameType: 'RNG' } });
  await push('favouriteRemove', { query: { nodeId: '100001' } });
  const channels = (await run('depositChannels', { token })).value as { channels?: { id: string; min: string }[] } | null;
  const channel = channels?.channels?.[0];
  if (channel) {
    const order = (await push('depositCreate', { body: { channelId: channel.id, amount: channel.min }, idempotencyKey: key() })) as { orderNo?: string } | null;
    if (order?.orderNo) await push('depositOrder', { query: { orderNo: order.orderNo } });
  }
  const inbox = (await run('messageList', { token, query: { pageNo: '1', pageSize: '5' } })).value as { list?: { id: number }[] } | null;
  await push('messageRead', { body: inbox?.list?.length ? { ids: [inbox.list[0]!.id] } : { all: true } });
  await push('changePassword', { body: { oldPassword: password, newPassword: password, confirmNewPassword: password } });
  await push('logout', {});
}

const differs = results.filter((r) => r.verdict === 'differs' || (r.property?.differs ?? 0) > 0);
printTable(results);
const report = {
  api: values.api,
  merchant,
  profile: profile?.id ?? 'sandbox',
  account: user ?? null,
  writes: values.writes,
  property: { runsPerCall: runs, seed },
  date: new Date().toISOString(),
  summary: {
    calls: results.length,
    conforms: results.filter((r) => r.verdict === 'conforms').length,
    refused: results.filter((r) => r.verdict === 'refused').length,
    skipped: results.filter((r) => r.verdict === 'skipped').length,
    differs: differs.length,
  },
  results,
};
const out = resolve(values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
const s = report.summary;
console.log(`\n${s.calls} calls: ${s.conforms} conform, ${s.refused} refused in the envelope, ${s.skipped} skipped, ${s.differs} differ → ${out}`);
process.exit(differs.length ? 1 : 0);

function printTable(rows: CallResult[]): void {
  const cells = rows.map((r) => {
    const outcome =
      r.verdict === 'differs'
        ? `differs at ${r.where}: ${r.problem}`
        : r.verdict === 'refused'
          ? `conforms (refused ${r.code})`
          : r.verdict === 'skipped'
            ? `skipped (${r.code})`
            : 'conforms';
    const prop = r.property
      ? r.property.differs
        ? `; ${r.property.differs}/${r.property.runs} drawn queries differ, first ${JSON.stringify(r.property.first?.query)} at ${r.property.first?.where}: ${r.property.first?.problem}`
        : `; ${r.property.runs} drawn queries conform`
      : '';
    return [r.call, `${r.method} ${r.path}`, r.status === null ? '-' : String(r.status), outcome + prop];
  });
  const head = ['call', 'path', 'status', 'outcome'];
  const widths = [0, 1, 2].map((i) => Math.max(head[i]!.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < 3 ? v.padEnd(widths[i]!) : v)).join('  ');
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w)).concat('-------')));
  for (const c of cells) console.log(line(c));
}
