// How many bytes a cached value keeps alive, for the edge cache's byte bound (issue #13 item 2). Buffers count
// their length; everything else is walked (without recursion, so no input can overflow the stack) and counted as
// V8 lays it out on 64-bit Node: a header and a slot per property or element, strings by their characters. It is
// an estimate that errs on the large side, so the cache's bound is a bound on the memory it really holds.

/** Object header (map, properties, elements) plus the hidden class's share. */
const OBJECT_BYTES = 40;
const SLOT_BYTES = 8;
/** String header; the characters come on top (one byte each for Latin-1, two otherwise). */
const STRING_BYTES = 24;
/** A number that is not a small integer lives in a HeapNumber. */
const HEAP_NUMBER_BYTES = 16;
const BUFFER_OVERHEAD_BYTES = 96;

function stringBytes(value: string): number {
  // eslint-disable-next-line no-control-regex
  return STRING_BYTES + (/^[\u0000-\u00ff]*$/.test(value) ? value.length : 2 * value.length);
}

export function estimateBytes(value: unknown): number {
  let total = 0;
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') total += stringBytes(item);
    else if (typeof item === 'number') total += Number.isInteger(item) && Math.abs(item) < 2 ** 31 ? 0 : HEAP_NUMBER_BYTES;
    else if (item !== null && typeof item === 'object') {
      if (seen.has(item)) continue;
      seen.add(item);
      if (ArrayBuffer.isView(item)) {
        total += item.byteLength + BUFFER_OVERHEAD_BYTES;
      } else if (Array.isArray(item)) {
        total += OBJECT_BYTES + SLOT_BYTES * item.length;
        for (const element of item) pending.push(element);
      } else {
        const entries = item instanceof Map ? [...item.entries()].flat() : Object.values(item);
        total += OBJECT_BYTES + SLOT_BYTES * entries.length;
        for (const field of entries) pending.push(field);
      }
    }
  }
  return total;
}
