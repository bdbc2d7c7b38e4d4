// The shop's mail outbox in e2e runs (mail goes there when SMTP_URL is not set; see scripts/outbox.ts).
import { expect } from '@playwright/test';
import path from 'node:path';
import { outboxDir, readOutbox, type OutboxEntry } from '../../../server/backend/mail/outbox.js';

/** The data directory of the shop playwright.config.ts starts (E2E_DATA_DIR when a shop runs elsewhere). */
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR || './data/e2e');

/** Waits for the newest mail to `to` (rendered by `template`, when given) and returns it. */
export async function waitForMail(to: string, template?: string): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(outboxDir(DATA_DIR)).catch(() => []);
        found = mails.find((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) && (!template || mail.template === template));
        return Boolean(found);
      },
      { message: `a ${template ?? ''} mail to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A link of the mail as a path on the shop under test (the mail names PUBLIC_URL's host). */
export function shopPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
