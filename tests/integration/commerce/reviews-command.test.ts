// The staff's review moderation command (scripts/reviews.ts): list the pending reviews, approve or reject one;
// approved reviews then appear in GET /api/review/list. Runs on each database, and once as a real child process.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModerationCommand, REVIEWS_USAGE, runModeration } from '../../../server/backend/commerce/review-moderation.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('parsing the review command', () => {
  it('knows list, approve <id> and reject <id>; anything else gives the usage', () => {
    expect(parseModerationCommand([])).toEqual({ kind: 'list' });
    expect(parseModerationCommand(['approve', '12'])).toEqual({ kind: 'approve', id: 12 });
    expect(parseModerationCommand(['reject', '3'])).toEqual({ kind: 'reject', id: 3 });
    for (const bad of [['approve'], ['approve', 'x'], ['delete', '1'], ['list', '1'], ['reject', '1', '2']]) expect(() => parseModerationCommand(bad)).toThrow(REVIEWS_USAGE);
  });
});

describe.each(DIALECTS)('moderating reviews on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  const post = async (title: string) =>
    (await a.call('POST', '/api/review/create', { review: { product_id: 1000, nickname: 'Ida', title, detail: 'Lovely.', rating: 5, review_entity: 'product' } })).body.result.id as number;

  it('lists pending reviews, approves one into the public list and rejects another', async () => {
    const good = await post('Lovely shoes');
    const spam = await post('Buy cheap watches');
    const listed = await runModeration(a.t.db, { kind: 'list' }, a.clock.now);
    expect(listed.exitCode).toBe(0);
    expect(listed.lines.join('\n')).toMatch(new RegExp(`#${good} .*product 1000 {2}5/5 {2}Ida: Lovely shoes`));
    expect(listed.lines.join('\n')).toContain(`#${spam} `);

    expect(await runModeration(a.t.db, { kind: 'approve', id: good }, a.clock.now)).toEqual({ lines: [`Approved review #${good} of product 1000.`], exitCode: 0 });
    expect(await runModeration(a.t.db, { kind: 'reject', id: spam }, a.clock.now)).toEqual({ lines: [`Rejected review #${spam} of product 1000.`], exitCode: 0 });
    const titles = (await a.call('GET', '/api/review/list?productId=1000')).body.result.items.map((r: { title: string }) => r.title);
    expect(titles).toEqual(['Lovely shoes']);
    expect(await runModeration(a.t.db, { kind: 'list' }, a.clock.now)).toEqual({ lines: ['No reviews wait for moderation.'], exitCode: 0 });
  });

  it('answers exit code 1 for an unknown id', async () => {
    expect(await runModeration(a.t.db, { kind: 'approve', id: 999999 }, a.clock.now)).toEqual({ lines: ['No review with id 999999.'], exitCode: 1 });
  });
});

describe('npm run reviews as a process (SQLite DATA_DIR)', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp('sqlite');
  });
  afterAll(async () => a?.close());

  const reviews = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/reviews.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: a.t.config.dataDir, DATABASE_URL: '' } });

  it('lists and approves on the shop database named by DATA_DIR', async () => {
    const id = (await a.call('POST', '/api/review/create', { review: { product_id: 1000, nickname: 'Jo', title: 'From the CLI', detail: 'Good.', rating: 4 } })).body.result.id as number;
    expect((await reviews('list')).stdout).toContain(`#${id} `);
    expect((await reviews('approve', String(id))).stdout.trim()).toBe(`Approved review #${id} of product 1000.`);
    expect((await a.call('GET', '/api/review/list?productId=1000')).body.result.items.map((r: { id: number }) => r.id)).toEqual([id]);
    await expect(reviews('approve', 'nope')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run reviews') });
  }, 60_000);
});
