// One request id end to end (issue #15 item 5): nginx makes one and sends it as X-Request-Id, the edge takes it
// (or makes its own when called directly), answers with it, logs it and sends it on to the backend, which takes it
// too. An id that looks wrong (too long, odd characters: it lands in logs) is replaced.
import { randomBytes } from 'node:crypto';

const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The caller's X-Request-Id when sane, else this process's random prefix and a counter (cheap, unique). */
export function requestIdFromCaller(): (req: { headers: Record<string, string | string[] | undefined> }) => string {
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return (req) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && SANE_REQUEST_ID.test(given)) return given;
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    return `${prefix}-${counter.toString(36)}`;
  };
}
