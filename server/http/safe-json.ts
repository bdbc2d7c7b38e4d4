// JSON.parse that refuses prototype poisoning, as Fastify's own parser does with protoAction and constructorAction
// 'error': a `__proto__` key (however it is spelt: JSON escapes decode to the same key) or a `constructor` key
// holding an object with `prototype` makes the whole body invalid. Every hand-written JSON body parser of the
// backend tier uses it, so that no tier drops such keys silently in one place and keeps them in another.

export const POISONED_JSON_TEXT = 'may not hold __proto__ or constructor.prototype keys';

/** A body that would reach an object's prototype; callers answer 400 naming the body. */
export class PoisonedJsonError extends Error {
  constructor() {
    super(`The body ${POISONED_JSON_TEXT}`);
  }
}

/** Only texts that could spell a dangerous key pay for the reviver (escapes can spell any key). */
const MAY_BE_POISONED = /__proto__|constructor|\\u/;

function refusePoison(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new PoisonedJsonError();
  if (key === 'constructor' && value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, 'prototype')) {
    throw new PoisonedJsonError();
  }
  return value;
}

/** Parses JSON; throws SyntaxError for bad JSON and PoisonedJsonError for a poisoning key. */
export function parseJsonSafely(text: string): unknown {
  return MAY_BE_POISONED.test(text) ? JSON.parse(text, refusePoison) : JSON.parse(text);
}
