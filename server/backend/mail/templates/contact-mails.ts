// Mails a shopper starts from a form: the contact message (to the shop, and a copy to the shopper) and the
// withdrawal declaration (to the shop, and the receipt with date and time that the shopper must get without delay).
import { formatDateTime } from '../../../../shared/dates.js';
import type { Block } from './blocks.js';
import type { MailTexts } from './texts.js';

export interface ContactData {
  /** The shopper's address (the form's sourceAddress). */
  email: string;
  subject: string;
  message: string;
  name?: string | null;
}

export interface WithdrawalData {
  /** ISO-8601 instant the shop received the declaration. */
  receivedAt: string;
  orderNumber: string;
  name: string;
  email: string;
  /** Which goods the withdrawal covers, as the shopper wrote it (optional: the whole order otherwise). */
  items?: string | null;
  message?: string | null;
}

/** What the shop's mailbox receives: the shopper's words, with the shopper as Reply-To (set by the sender). */
export function contactToShopBlocks(data: ContactData, texts: MailTexts): Block[] {
  const from = data.name ? `${data.name} <${data.email}>` : data.email;
  return [
    { kind: 'paragraph', text: texts.contactToShop.intro(from) },
    { kind: 'pairs', rows: [[texts.contactCopy.subjectLabel, data.subject]] },
    { kind: 'lines', text: data.message },
  ];
}

export function withdrawalBlocks(data: WithdrawalData, texts: MailTexts): Block[] {
  const t = texts.withdrawal;
  const rows: [string, string][] = [
    [t.receivedAt, formatDateTime(data.receivedAt)],
    [t.orderNumber, data.orderNumber],
    [t.name, data.name],
    [t.email, data.email],
  ];
  if (data.items) rows.push([t.items, data.items]);
  const blocks: Block[] = [
    { kind: 'paragraph', text: texts.greeting(data.name) },
    { kind: 'paragraph', text: t.intro },
    { kind: 'pairs', rows },
  ];
  if (data.message) blocks.push({ kind: 'heading', text: t.message }, { kind: 'lines', text: data.message });
  blocks.push({ kind: 'paragraph', text: t.next }, { kind: 'lines', text: texts.signOff });
  return blocks;
}
