// The staff's review moderation (spec 02 §4 "Reviews": submitted reviews go to moderation), as the command
// scripts/reviews.ts runs it: list the pending reviews, approve or reject one by id. Approved reviews show on the
// product page; the change is logged with the product's tags, so every edge drops its cached page within 2 s.
import type { Database } from '../../db/database.js';
import { approve, listPending, reject, type ReviewView } from './services/review-service.js';

export const REVIEWS_USAGE = 'usage: npm run reviews -- list | approve <id> | reject <id>   [--data-dir <dir>]';

export type ModerationCommand = { kind: 'list' } | { kind: 'approve' | 'reject'; id: number };

/** The command from the arguments after `--`; throws the usage text when they make no sense. */
export function parseModerationCommand(args: readonly string[]): ModerationCommand {
  const [verb = 'list', id, ...extra] = args;
  if (verb === 'list' && id === undefined) return { kind: 'list' };
  if ((verb === 'approve' || verb === 'reject') && id !== undefined && /^\d{1,10}$/.test(id) && extra.length === 0) return { kind: verb, id: Number(id) };
  throw new Error(REVIEWS_USAGE);
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function pendingLine(review: ReviewView): string {
  const stars = review.rating === null ? '-' : `${review.rating}/5`;
  return `#${review.id}  ${review.created_at}  product ${review.product_id}  ${stars}  ${oneLine(review.nickname, 30)}: ${oneLine(review.title, 60)}`;
}

/** Runs one command; returns the lines to print and the exit code (1 when the review does not exist). */
export async function runModeration(db: Database, command: ModerationCommand, now: Date): Promise<{ lines: string[]; exitCode: number }> {
  if (command.kind === 'list') {
    const pending = await listPending(db);
    return { lines: pending.length ? pending.map(pendingLine) : ['No reviews wait for moderation.'], exitCode: 0 };
  }
  const done = command.kind === 'approve' ? await approve(db, command.id, now) : await reject(db, command.id, now);
  if (!done) return { lines: [`No review with id ${command.id}.`], exitCode: 1 };
  const verb = command.kind === 'approve' ? 'Approved' : 'Rejected';
  return { lines: [`${verb} review #${done.id} of product ${done.product_id}.`], exitCode: 0 };
}
