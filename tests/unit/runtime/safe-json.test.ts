import { describe, expect, it } from 'vitest';
import { parseJsonSafely, PoisonedJsonError } from '../../../server/http/safe-json.js';

describe('parseJsonSafely', () => {
  it('parses ordinary JSON, also with the words constructor and __proto__ as values', () => {
    expect(parseJsonSafely('{"a":[1,{"b":"constructor __proto__ \\u00e9"}]}')).toEqual({ a: [1, { b: 'constructor __proto__ é' }] });
    expect(parseJsonSafely('{"constructor":"plain"}')).toEqual({ constructor: 'plain' });
  });

  it('refuses a __proto__ key at any depth and in any spelling', () => {
    for (const text of ['{"__proto__":{"x":1}}', '{"a":{"b":[{"__proto__":null}]}}', '{"\\u005f\\u005fproto\\u005f\\u005f":{}}']) {
      expect(() => parseJsonSafely(text), text).toThrow(PoisonedJsonError);
    }
  });

  it('refuses a constructor holding a prototype', () => {
    expect(() => parseJsonSafely('{"constructor":{"prototype":{"x":1}}}')).toThrow(PoisonedJsonError);
  });

  it('leaves bad JSON a SyntaxError', () => {
    expect(() => parseJsonSafely('{"a":')).toThrow(SyntaxError);
  });
});
