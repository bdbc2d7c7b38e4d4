// The outbox: where mail goes when no SMTP_URL is set. One message is two files in `${dataDir}/outbox/`: the RFC 822
// message (`<id>.eml`, what an SMTP server would have received) and a JSON summary (`<id>.json`) that people and
// tests read (reset links, coupon codes). Each file is written to a temp name and renamed, so a reader never sees
// half a message; the .json goes last and is what marks a message as present.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const OUTBOX_DIR_NAME = 'outbox';

export interface OutboxSummary {
  id: string;
  messageId: string;
  /** ISO-8601 UTC. */
  date: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  /** Which template rendered it, when one did (e.g. 'password-reset'). */
  template: string | null;
  text: string;
  /** Every http(s) link of the plain text and the HTML, in order of appearance, without repeats. */
  links: string[];
  attachments: string[];
}

export interface OutboxEntry extends OutboxSummary {
  /** Absolute path of the .eml file. */
  emlPath: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, OUTBOX_DIR_NAME);
}

let sequence = 0;

/**
 * A file name that sorts by time (newest last) and never repeats: 20260703T070500123Z-000042-1a2b3c4d. The
 * sequence keeps the order of messages sent within one millisecond by this process.
 */
export function newOutboxId(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.toISOString().replace(/[-:.]/g, '')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export function extractLinks(...texts: string[]): string[] {
  const links = texts.flatMap((t) => t.match(LINK_PATTERN) ?? []).map((l) => l.replace(/&amp;/g, '&').replace(/[.,;:!?)\]]+$/, ''));
  return [...new Set(links)];
}

async function writeAtomically(file: string, content: string | Buffer): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, content);
  await fs.rename(temp, file);
}

export async function writeOutboxMessage(dir: string, summary: OutboxSummary, eml: Buffer): Promise<OutboxEntry> {
  await fs.mkdir(dir, { recursive: true });
  const emlPath = path.join(dir, `${summary.id}.eml`);
  await writeAtomically(emlPath, eml);
  await writeAtomically(path.join(dir, `${summary.id}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  return { ...summary, emlPath };
}

function isSummary(value: unknown): value is OutboxSummary {
  const v = value as Partial<OutboxSummary> | null;
  return typeof v?.id === 'string' && typeof v.subject === 'string' && typeof v.date === 'string' && Array.isArray(v.to);
}

/** Every message in the outbox, newest first; an absent directory is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: OutboxEntry[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const parsed: unknown = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8'));
    if (isSummary(parsed)) entries.push({ ...parsed, emlPath: path.join(dir, `${parsed.id}.eml`) });
  }
  return entries.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** One message by its id (or a unique prefix of it), or null. */
export async function findOutboxMessage(dir: string, idOrPrefix: string): Promise<OutboxEntry | null> {
  const matches = (await readOutbox(dir)).filter((e) => e.id.startsWith(idOrPrefix));
  return matches.length === 1 ? matches[0] : null;
}

/** Deletes every message (and stray temp files); returns how many messages there were. */
export async function clearOutbox(dir: string): Promise<number> {
  const count = (await readOutbox(dir)).length;
  let names: string[] = [];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  await Promise.all(names.filter((n) => /\.(eml|json|tmp)$/.test(n)).map((n) => fs.rm(path.join(dir, n), { force: true })));
  return count;
}
