// The EU/UK/US size table of the size guide, with headings in the page's language.
import { table } from './html.js';
import { SIZE_TABLE } from './shop-facts.js';

export function sizeTableHtml(headings: readonly [string, string, string, string, string]): string {
  return table(headings, SIZE_TABLE.map(([eu, uk, usMen, usWomen, cm]) => [eu, uk, usMen, usWomen, cm]));
}
