// Bodies nested deeper than any request of the contract needs are refused before they are parsed: a 10,000-deep
// JSON body parses fine but overflows the stack wherever it is walked or serialised again (the gateway forwarding
// it, a backend storing product_option). The scan counts brackets outside strings, without recursion.

/** The deepest nesting a request body may have; the deepest real one (an order's product options) is about 6. */
export const MAX_JSON_DEPTH = 20;

/** True when the JSON text opens more than `limit` arrays/objects inside each other (strings are skipped). */
export function jsonDepthExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

export const TOO_DEEP_TEXT = `is nested deeper than ${MAX_JSON_DEPTH} levels`;
