// Staff command for review moderation on the shop's database (DATA_DIR or DATABASE_URL, read by server/config.ts):
//   npm run reviews -- list               the reviews waiting for moderation, oldest first
//   npm run reviews -- approve <id>       shows the review on its product page (every edge within 2 s)
//   npm run reviews -- reject <id>
//   --data-dir <dir> overrides DATA_DIR for a SQLite shop.
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { closeDatabase, openDatabase } from '../server/db/database.js';
import { parseModerationCommand, runModeration } from '../server/backend/commerce/review-moderation.js';

function splitDataDir(argv: string[]): { dataDir: string | null; rest: string[] } {
  const rest: string[] = [];
  let dataDir: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--data-dir') dataDir = argv[++i] ?? null;
    else if (argv[i].startsWith('--data-dir=')) dataDir = argv[i].slice('--data-dir='.length);
    else rest.push(argv[i]);
  }
  return { dataDir, rest };
}

async function main(): Promise<number> {
  const { dataDir, rest } = splitDataDir(process.argv.slice(2));
  const command = parseModerationCommand(rest);
  const config = loadConfig();
  const db = await openDatabase({ dataDir: dataDir ? path.resolve(dataDir) : config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { lines, exitCode } = await runModeration(db, command, new Date());
    console.log(lines.join('\n'));
    return exitCode;
  } finally {
    await closeDatabase(db);
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 2;
  },
);
