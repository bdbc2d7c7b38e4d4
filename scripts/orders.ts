// Staff command for orders on the shop's database (DATA_DIR or DATABASE_URL, read by server/config.ts), whether the
// shop runs or not: changes reach running shops through the change log (freed stock on pages within seconds), mails
// go out through SMTP_URL or into DATA_DIR/outbox, in the order's language.
//   npm run orders -- list [--state S] [--since DATE] [--json]
//   npm run orders -- show <number> [--json]
//   npm run orders -- paid <number>                          prepayment received
//   npm run orders -- ship <number> [--carrier dhl] [--tracking T]
//   npm run orders -- deliver <number> [--at DATE]
//   npm run orders -- cancel <number> [--reason R]
//   npm run orders -- refund <number> [--amount A]
//   npm run orders -- expire [--as-of ISO-TIME]
//   npm run orders -- export [--since DATE] [--format csv|ndjson]
//   --data-dir <dir> overrides DATA_DIR for a SQLite shop. Bad input: a message, exit code 1, nothing changed.
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { closeDatabase, migrate, openDatabase } from '../server/db/database.js';
import { BACKEND_MIGRATIONS_FOR_COMMANDS, runOrderCommand, parseOrderCommand, OrderCommandError, ORDERS_USAGE } from '../server/backend/commerce/order-command.js';
import { createMailer } from '../server/backend/mail/mailer.js';
import { sendTemplate } from '../server/backend/mail/templates/index.js';
import { storeFromCode } from '../server/backend/mail/mail-hooks.js';

async function main(): Promise<number> {
  let command;
  try {
    command = parseOrderCommand(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof OrderCommandError ? `${error.message}\n${ORDERS_USAGE}` : String(error));
    return 1;
  }
  const config = loadConfig();
  const dataDir = command.dataDir ? path.resolve(command.dataDir) : config.dataDir;
  const db = await openDatabase({ dataDir, databaseUrl: config.databaseUrl });
  const mailer = createMailer({ ...config, dataDir });
  try {
    await migrate(db, BACKEND_MIGRATIONS_FOR_COMMANDS);
    const { lines, exitCode } = await runOrderCommand(
      {
        db,
        now: () => new Date(),
        notify: async (order, data) => {
          try {
            await sendTemplate(mailer, 'order-update', storeFromCode(order.store_code), order.email, data);
          } catch (error) {
            console.error(`The mail about order ${order.increment_id} could not be sent: ${(error as Error).message}`);
          }
        },
      },
      command,
    );
    if (lines.length) console.log(lines.join('\n'));
    return exitCode;
  } finally {
    await mailer.close();
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
