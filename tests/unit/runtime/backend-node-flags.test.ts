// The backend tier's V8 flags (server/runtime/backend-node-flags.ts) are the same wherever it is started in production
// (docker-compose's backend service, `npm run serve:backend`) as in the catalogue-at-scale bench, so that the bench
// measures what ships.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKEND_NODE_FLAGS } from '../../../server/runtime/backend-node-flags.js';

const root = new URL('../../../', import.meta.url);

describe('backend node flags', () => {
  it('start the backend tier in docker-compose and serve:backend as in the bench', () => {
    expect(BACKEND_NODE_FLAGS).toContain('--max-semi-space-size=64');
    const compose = readFileSync(new URL('docker-compose.yml', root), 'utf8');
    expect(compose).toContain(`command: ${JSON.stringify(['node', ...BACKEND_NODE_FLAGS, 'dist/server/backend.js']).replaceAll(',', ', ')}`);
    const scripts = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['serve:backend']).toBe(`NODE_ENV=production node ${BACKEND_NODE_FLAGS.join(' ')} dist/server/backend.js`);
  });
});
