// Full-text search: analysis, fuzzy matching and BM25 scoring, with the storefront's search settings
// (spec 01 §9: fuzziness 2, minimum should match 75%, boosts name 4, sku 2, category name 1, min score 0.02).
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, codePoints, editsFor, parseFuzziness } from '../../../server/backend/catalog-index/fuzzy.js';
import { requiredMatches } from '../../../server/backend/catalog-index/minimum-should-match.js';
import { analyze } from '../../../server/backend/catalog-index/text-analysis.js';
import { fixtureIndex, ids, matchingIds, PRODUCT_INDEX, storefrontSearch } from './fixtures.js';

const index = fixtureIndex();
const search = (text: string) => ids(index.search(PRODUCT_INDEX, storefrontSearch(text)));
const distance = (a: string, b: string, max = 2) => boundedEditDistance(codePoints(a), codePoints(b), max);

describe('text analysis', () => {
  it('lower-cases and splits on anything but letters and digits, Unicode aware', () => {
    expect(analyze('KR-OX-101 Oxford/Classic')).toEqual(['kr', 'ox', '101', 'oxford', 'classic']);
    expect(analyze("Größe: Bürste & Crème, l'été")).toEqual(['grosse', 'burste', 'creme', 'l', 'ete']);
    expect(analyze('  ')).toEqual([]);
  });
});

describe('edit distance (Damerau–Levenshtein)', () => {
  it('counts a wrong letter, a missing letter and a swapped pair as one edit each', () => {
    expect(distance('oxford', 'oxfard')).toBe(1);
    expect(distance('oxford', 'oxfrd')).toBe(1);
    expect(distance('oxford', 'oxfrod')).toBe(1);
    expect(distance('oxford', 'oxford')).toBe(0);
    expect(distance('budapester', 'budapetser')).toBe(1);
  });

  it('stops at the bound', () => {
    expect(distance('oxford', 'derby')).toBe(3);
    expect(distance('ab', 'abcdef')).toBe(3);
  });

  it('follows the AUTO rule and caps a fixed fuzziness by term length', () => {
    const auto = parseFuzziness('AUTO', 'test');
    expect([1, 2, 3, 5, 6, 12].map((length) => editsFor(length, auto))).toEqual([0, 0, 1, 1, 2, 2]);
    const two = parseFuzziness(2, 'test');
    expect([1, 2, 3, 8].map((length) => editsFor(length, two))).toEqual([0, 1, 2, 2]);
    expect(editsFor(4, parseFuzziness('AUTO:2,4', 'test'))).toBe(2);
  });
});

describe('minimum_should_match', () => {
  it('rounds percentages down, as ES does', () => {
    expect([1, 2, 3, 4, 5, 8].map((count) => requiredMatches(count, '75%'))).toEqual([0, 1, 2, 3, 3, 6]);
    expect(requiredMatches(4, '-25%')).toBe(3);
    expect(requiredMatches(5, '2')).toBe(2);
    expect(requiredMatches(5, '-1')).toBe(4);
    expect(requiredMatches(2, '3<90%')).toBe(2);
    expect(requiredMatches(10, '3<90%')).toBe(9);
  });

  it('applies 75% to the query terms: 1 term must match, 2 of 3, 3 of 4', () => {
    expect(search('chelsea')).toEqual([5]);
    expect(search('kranich oxford zzzzqqq')).toEqual([1, 7]);
    expect(search('kranich oxford classic zzzzqqq')).toEqual([1]);
  });
});

describe('fuzzy search with the storefront settings', () => {
  it('finds a name with one wrong letter', () => {
    expect(search('Oxfard')).toContain(1);
    expect(search('Chelsae')).toEqual([5]);
    expect(search('Lofer')).toEqual([4]);
  });

  it('finds a name with two swapped letters', () => {
    expect(search('Oxfrod')).toContain(1);
    expect(search('Budapetser')).toEqual([3]);
    // A swap is one edit, so fuzziness 1 is enough.
    expect(matchingIds(index, { match: { name: { query: 'oxfrod', fuzziness: 1 } } })).toEqual([1, 7]);
  });

  it('ranks exact matches above fuzzy ones, even for a shorter fuzzy name', () => {
    // Doc 9 ("Oxfords Wingtip") is the shortest name and only a fuzzy match for "oxford".
    expect(search('oxford')).toEqual([1, 7, 9]);
    expect(search('oxfords')[0]).toBe(9);
  });

  it('folds accents and umlauts on both sides', () => {
    expect(search('vandor')).toEqual([3]);
    expect(search('Vándor')).toEqual([3]);
    expect(search('grösse')).toEqual([6]);
  });

  it('searches the sku and category name fields too, with lower boosts than the name', () => {
    expect(search('KR-OX-101')[0]).toBe(1);
    expect(search('accessories')).toEqual([6]);
    const byName = index.search(PRODUCT_INDEX, storefrontSearch('loafer')).hits.max_score ?? 0;
    const byCategory = index.search(PRODUCT_INDEX, storefrontSearch('accessories')).hits.max_score ?? 0;
    expect(byName).toBeGreaterThan(byCategory);
  });

  it('drops hits below min_score', () => {
    const body = storefrontSearch('men');
    const loose = index.search(PRODUCT_INDEX, { ...body, min_score: 0 });
    const strict = index.search(PRODUCT_INDEX, { ...body, min_score: 0.2 });
    expect(loose.hits.hits.some((hit) => (hit._score ?? 0) < 0.2)).toBe(true);
    expect(strict.hits.hits.every((hit) => (hit._score ?? 0) >= 0.2)).toBe(true);
    expect(strict.hits.total?.value).toBe(strict.hits.hits.length);
  });

  it('does not expand without fuzziness', () => {
    expect(matchingIds(index, { match: { name: 'oxfard' } })).toEqual([]);
    expect(matchingIds(index, { match: { name: { query: 'oxfard', fuzziness: 'AUTO' } } })).toEqual([1, 7, 9]);
  });
});

describe('match', () => {
  it('ORs the terms by default and ANDs them with operator and', () => {
    expect(matchingIds(index, { match: { name: 'derby sneaker' } })).toEqual([2, 8]);
    expect(matchingIds(index, { match: { name: { query: 'kranich sneaker', operator: 'and' } } })).toEqual([8]);
  });

  it('searches every value of an array of objects', () => {
    expect(matchingIds(index, { match: { 'category.name': 'bestsellers' } })).toEqual([1]);
  });

  it('scales the score by boost and matches nothing for text without terms', () => {
    const plain = index.search(PRODUCT_INDEX, { query: { match: { name: 'loafer' } } }).hits.max_score ?? 0;
    const boosted = index.search(PRODUCT_INDEX, { query: { match: { name: { query: 'loafer', boost: 3 } } } }).hits.max_score ?? 0;
    expect(boosted).toBeCloseTo(plain * 3, 10);
    expect(matchingIds(index, { match: { name: '!!' } })).toEqual([]);
  });

  it('scores with BM25: a shorter field with the term scores higher', () => {
    const response = index.search(PRODUCT_INDEX, { query: { match: { name: 'kranich' } } });
    const scoreOf = (id: string) => response.hits.hits.find((hit) => hit._id === id)?._score ?? 0;
    expect(scoreOf('8')).toBeGreaterThan(scoreOf('1'));
    expect(scoreOf('1')).toBeGreaterThan(scoreOf('7'));
  });
});

describe('multi_match', () => {
  it('takes the best field by default and sums the fields with most_fields', () => {
    const query = (type: string) => ({ multi_match: { query: 'sale', fields: ['name', 'category.name'], type } });
    const best = index.search(PRODUCT_INDEX, { query: query('best_fields') });
    const most = index.search(PRODUCT_INDEX, { query: query('most_fields') });
    expect(ids(best).sort()).toEqual([3, 5]);
    expect(best.hits.max_score).toBeCloseTo(most.hits.max_score ?? 0, 10);
    const both = { multi_match: { query: 'kranich men', fields: ['name', 'category.name'] } };
    const bestBoth = index.search(PRODUCT_INDEX, { query: both, size: 100 }).hits.hits.find((hit) => hit._id === '1')?._score ?? 0;
    const mostBoth = index.search(PRODUCT_INDEX, { query: { multi_match: { ...both.multi_match, type: 'most_fields' } }, size: 100 })
      .hits.hits.find((hit) => hit._id === '1')?._score ?? 0;
    expect(mostBoth).toBeGreaterThan(bestBoth);
  });

  it('applies field boosts written as name^boost', () => {
    const plain = index.search(PRODUCT_INDEX, { query: { multi_match: { query: 'loafer', fields: ['name'] } } }).hits.max_score ?? 0;
    const boosted = index.search(PRODUCT_INDEX, { query: { multi_match: { query: 'loafer', fields: ['name^4'] } } }).hits.max_score ?? 0;
    expect(boosted).toBeCloseTo(plain * 4, 10);
  });

  it('applies operator and minimum_should_match per field', () => {
    const query = { multi_match: { query: 'kranich men', fields: ['name', 'category.name'], operator: 'and' } };
    expect(matchingIds(index, query)).toEqual([]);
    const twoOfTwo = { multi_match: { query: 'kranich oxford', fields: ['name', 'sku'], minimum_should_match: '100%' } };
    expect(matchingIds(index, twoOfTwo)).toEqual([1, 7]);
  });
});

describe('multi_match bool_prefix (ES ≥ 7.2: the last word as a prefix, search as you type)', () => {
  const prefix = (query: string, extra: Record<string, unknown> = {}) => ({ multi_match: { query, fields: ['name^4', 'sku^2'], type: 'bool_prefix', ...extra } });
  const scores = (query: unknown) => new Map(index.search(PRODUCT_INDEX, { query, size: 100 }).hits.hits.map((hit) => [Number(hit._id), hit._score]));

  it('matches the last word as the start of a word, the others as whole words', () => {
    expect(matchingIds(index, prefix('oxf'))).toEqual([1, 7, 9]);
    expect(matchingIds(index, prefix('penn'))).toEqual([4]);
    expect(matchingIds(index, prefix('xford'))).toEqual([]);
    expect(matchingIds(index, prefix('kranich oxf', { minimum_should_match: '100%' }))).toEqual([1, 7]);
  });

  it('scores a prefix match as a constant: the field boost once per field, however many words start with it', () => {
    const found = scores(prefix('ox', { boost: 10 }));
    // 'ox' starts 'oxford' in names (^4) and 'ox' in skus (^2): 40 + 20; 'oxfords' alone in a name is 40 + 0.
    expect(found.get(1)).toBeCloseTo(60, 10);
    expect(found.get(7)).toBeCloseTo(60, 10);
    expect(found.get(9)).toBeCloseTo(60, 10);
    expect(scores(prefix('oxfords', { boost: 10 })).get(9)).toBeCloseTo(40, 10);
  });

  it('adds the BM25 scores of the whole words before the last one, across fields (as most_fields)', () => {
    const found = scores(prefix('kranich chel'));
    expect([...found.keys()]).toContain(5);
    expect(found.get(5)!).toBeGreaterThan(4);
    expect(found.get(1)!).toBeLessThan(found.get(5)!);
  });
});
