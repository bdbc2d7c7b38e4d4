// Reads the mail outbox (where mail goes when SMTP_URL is not set): newest first.
//   npx tsx scripts/outbox.ts [list]            [--data-dir ./data]
//   npx tsx scripts/outbox.ts show <id|prefix>  [--data-dir ./data] [--raw]   (--raw prints the .eml)
//   npx tsx scripts/outbox.ts clear             [--data-dir ./data]
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { clearOutbox, findOutboxMessage, outboxDir, readOutbox, type OutboxEntry } from '../server/backend/mail/outbox.js';

interface Args {
  command: 'list' | 'show' | 'clear';
  id: string | null;
  dataDir: string;
  raw: boolean;
}

const USAGE = 'usage: tsx scripts/outbox.ts [list | show <id> | clear] [--data-dir <dir>] [--raw]';

function parseArgs(argv: string[]): Args {
  const rest: string[] = [];
  let dataDir: string | null = null;
  let raw = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--data-dir') dataDir = argv[++i] ?? null;
    else if (argv[i].startsWith('--data-dir=')) dataDir = argv[i].slice('--data-dir='.length);
    else if (argv[i] === '--raw') raw = true;
    else rest.push(argv[i]);
  }
  const command = (rest[0] ?? 'list') as Args['command'];
  if (!['list', 'show', 'clear'].includes(command) || (command === 'show' && !rest[1])) throw new Error(USAGE);
  return { command, id: rest[1] ?? null, dataDir: path.resolve(dataDir ?? loadConfig().dataDir), raw };
}

function listLine(e: OutboxEntry): string {
  return `${e.id}  ${e.date}  ${e.to.join(', ')}  ${e.subject}${e.template ? `  [${e.template}]` : ''}`;
}

async function show(dir: string, id: string, raw: boolean): Promise<number> {
  const entry = await findOutboxMessage(dir, id);
  if (!entry) {
    console.error(`No single message matches "${id}" in ${dir}`);
    return 1;
  }
  if (raw) {
    process.stdout.write(await fs.readFile(entry.emlPath, 'utf8'));
    return 0;
  }
  const header = [`Id:       ${entry.id}`, `Date:     ${entry.date}`, `From:     ${entry.from}`, `To:       ${entry.to.join(', ')}`];
  if (entry.replyTo) header.push(`Reply-To: ${entry.replyTo}`);
  header.push(`Subject:  ${entry.subject}`, `Template: ${entry.template ?? '-'}`, `File:     ${entry.emlPath}`);
  console.log(`${header.join('\n')}\n\n${entry.text}`);
  if (entry.links.length) console.log(`Links:\n${entry.links.map((l) => `  ${l}`).join('\n')}`);
  return 0;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const dir = outboxDir(args.dataDir);
  if (args.command === 'show') return show(dir, args.id!, args.raw);
  if (args.command === 'clear') {
    console.log(`Deleted ${await clearOutbox(dir)} message(s) from ${dir}`);
    return 0;
  }
  const entries = await readOutbox(dir);
  console.log(entries.length ? entries.map(listLine).join('\n') : `The outbox ${dir} is empty.`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
);
