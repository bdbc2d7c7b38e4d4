// The embedded reference catalogue index: an in-memory search engine answering the Elasticsearch 7 `_search`
// subset of DESIGN §3.2 with ES-shaped responses, so that a real Elasticsearch can replace it behind the same
// HTTP seam (routes.ts). One DocumentCollection per index ({prefix}_product, {prefix}_de_category, …).
import { computeAggregations, type QueryFilter } from './aggregations.js';
import { DocumentCollection, type PreparedPaths } from './document-collection.js';
import { indexNotFound } from './errors.js';
import type { EsHit, EsSearchResponse } from './es-types.js';
import type { Bitset } from './bitset.js';
import type { MatchArena } from './matches.js';
import { evaluateFilter, evaluateQuery } from './query-evaluate.js';
import { parseSearchRequest, type SearchRequest } from './search-request.js';
import { checkSortFields, firstInOrder, scoresNeeded, sortDocuments, type SortValue } from './sorting.js';
import { SourceFilterRunner } from './source-filter.js';

export { SearchRequestError } from './errors.js';
export type { EsHit, EsSearchResponse } from './es-types.js';

export interface CatalogIndexOptions {
  /**
   * Text fields whose inverted index and fuzzy dictionary are built when documents are written, so that the first
   * search does not pay for them. Other fields are indexed on first use.
   */
  textFields?: readonly string[];
  /** Epoch millis that `now` in date math stands for; tests pass a fixed clock. */
  now?: () => number;
  /**
   * Top-level fields kept as objects for queries; the others are kept for `_source` only (compact JSON, parsed for
   * the hits shown: document-collection.ts). Queries on those still work; their structures cost a parse of every
   * document once. null keeps every field as an object.
   */
  queriedFields?: readonly string[] | null;
  /** Paths whose exact-value index is built when documents are written (e.g. a lookup through a source-only field). */
  exactFields?: readonly string[];
  /**
   * What warm() builds in every index, and every write keeps built from then on (DEFAULT_WARM_PATHS: what the
   * storefront's queries read). textFields and exactFields are always built as documents are written.
   */
  warmPaths?: Partial<PreparedPaths>;
  /**
   * Bytes of filtered hit sources kept per index (source-cache.ts: the product cards a listing shows again and
   * again), DEFAULT_SOURCE_CACHE_BYTES unless given; 0 keeps none.
   */
  sourceCacheBytes?: number;
}

/**
 * 24 MB per index: every card of a 10,000-model store view (about 1.5 KB each) with room to spare. At 8 MB a listing
 * bench over all categories kept evicting cards it showed again a moment later (bench/history.md, "Catalogue at scale").
 */
export const DEFAULT_SOURCE_CACHE_BYTES = 24 * 1024 * 1024;

/** The fields the storefront searches (spec 01 §9: name, sku, category name). */
export const DEFAULT_TEXT_FIELDS: readonly string[] = ['name', 'sku', 'category.name'];

/**
 * The top-level fields the storefront's queries search, filter, sort and count by (server/upstream/catalog-query.ts,
 * catalog-facets.ts; products, categories, attributes, CMS): everything else a document holds (the embedded sizes
 * alone are a third of a product index's bytes) is only shown.
 */
export const DEFAULT_QUERIED_FIELDS: readonly string[] = [
  // products
  'id', 'sku', 'name', 'slug', 'url_path', 'type_id', 'status', 'visibility', 'stock', 'category', 'category_ids',
  'price', 'final_price', 'final_price_incl_tax', 'created_at', 'updated_at', 'color', 'color_options',
  'buyable_size_options', 'manufacturer', 'hf_shoe_make', 'hf_shoe_last', 'hf_shoe_outsole', 'hf_shoe_type',
  // categories, attributes, CMS pages and blocks
  'is_active', 'parent_id', 'level', 'position', 'product_count', 'attribute_code', 'is_visible', 'active', 'store_id', 'identifier',
];

/** The edge finds a product by one of its sizes' skus (catalog-query.ts): ready before the first such lookup. */
export const DEFAULT_EXACT_FIELDS: readonly string[] = ['configurable_children.sku'];

/**
 * The structures the storefront's queries read (server/upstream/catalog-query.ts and catalog-facets.ts: filters,
 * facets, price ranges, sorts of listings, searches, lookups of products, categories, attributes and CMS pages),
 * built by warm() once the catalogue is loaded. tests/unit/catalog-index/warm-paths.test.ts runs the storefront's own request bodies
 * after warm() and fails when one of them still has to build something: a new filter or sort belongs here.
 */
export const DEFAULT_WARM_PATHS: Readonly<PreparedPaths> = {
  text: DEFAULT_TEXT_FIELDS,
  exact: [
    ...DEFAULT_EXACT_FIELDS,
    // products
    'id', 'sku', 'slug', 'url_path', 'type_id', 'visibility', 'status', 'category_ids', 'stock.is_in_stock',
    'buyable_size_options', 'color', 'color_options', 'manufacturer', 'hf_shoe_make', 'hf_shoe_last', 'hf_shoe_outsole', 'hf_shoe_type',
    // categories, attributes, CMS pages
    'is_active', 'parent_id', 'level', 'attribute_code', 'is_visible', 'identifier', 'store_id', 'active',
  ],
  terms: ['buyable_size_options', 'color', 'manufacturer', 'hf_shoe_make', 'hf_shoe_last', 'hf_shoe_outsole', 'hf_shoe_type'],
  numeric: ['final_price_incl_tax', 'product_count'],
  sort: ['updated_at', 'created_at', 'final_price', 'id', 'position', 'level'],
};

export class CatalogIndex {
  private readonly collections = new Map<string, DocumentCollection>();
  private readonly textFields: readonly string[];
  private readonly now: () => number;
  private readonly sourceFilters = new Map<string, SourceFilterRunner>();
  private readonly queriedFields: readonly string[] | null;
  private readonly exactFields: readonly string[];
  private readonly warmPaths: Partial<PreparedPaths>;
  /** Set by warm(): from then on every write builds the warm paths' structures it left out of date. */
  private warmed = false;
  private readonly sourceCacheBytes: number;

  constructor(options: CatalogIndexOptions = {}) {
    this.textFields = options.textFields ?? DEFAULT_TEXT_FIELDS;
    this.queriedFields = options.queriedFields === undefined ? DEFAULT_QUERIED_FIELDS : options.queriedFields;
    this.exactFields = options.exactFields ?? DEFAULT_EXACT_FIELDS;
    this.warmPaths = options.warmPaths ?? DEFAULT_WARM_PATHS;
    this.now = options.now ?? Date.now;
    this.sourceCacheBytes = options.sourceCacheBytes ?? DEFAULT_SOURCE_CACHE_BYTES;
  }

  /**
   * Creates the index if needed and adds the documents, replacing those with the same id. Documents are plain
   * JSON objects (typed ones such as ProductDocument are accepted as they are); they are stored as copies. The
   * cost is that of the documents given, not of the index (the derived structures are patched). `owned`: the caller
   * gives the objects away (freshly parsed, referenced nowhere else), so they are kept without a copy.
   */
  putDocuments(index: string, docs: readonly object[], idField = 'id', options: { owned?: boolean } = {}): void {
    let collection = this.collections.get(index);
    if (!collection) this.collections.set(index, (collection = new DocumentCollection(idField, this.queriedFields, this.sourceCacheBytes)));
    if (collection.idField !== idField) {
      throw new Error(`catalog-index: index [${index}] keys documents by [${collection.idField}], not [${idField}]`);
    }
    collection.upsert(docs, options.owned === true);
    this.prepare(collection);
    collection.settle();
  }

  /**
   * Builds what the warm paths need in every index, so that no search after this builds anything (a start-up calls
   * it once the catalogue is loaded: building it batch by batch would rebuild some structures at every batch).
   * Writes keep it so from then on, at the write's cost rather than the next shopper's.
   */
  warm(): void {
    this.warmed = true;
    for (const collection of this.collections.values()) this.prepare(collection);
  }

  private prepare(collection: DocumentCollection): void {
    collection.prepare({ text: this.textFields, exact: this.exactFields });
    if (this.warmed) collection.prepare(this.warmPaths);
  }

  /** Adds or replaces one document (by the index's id field; the index is created, keyed by `id`, if missing). */
  replaceDocument(index: string, doc: object): void {
    this.putDocuments(index, [doc], this.collections.get(index)?.idField ?? 'id');
  }

  /** Removes a document; false when the index or the document does not exist. */
  deleteDocument(index: string, id: string | number): boolean {
    return this.deleteDocuments(index, [String(id)]) === 1;
  }

  /** Removes documents by id (one update of the derived structures for all); returns how many existed. */
  deleteDocuments(index: string, ids: Iterable<string>): number {
    const collection = this.collections.get(index);
    const removed = collection?.removeAll(ids) ?? 0;
    if (removed > 0) this.prepare(collection!);
    return removed;
  }

  /** The structures an index has built (DocumentCollection.preparedStructures); [] for an unknown index. */
  preparedStructures(index: string): string[] {
    return this.collections.get(index)?.preparedStructures() ?? [];
  }

  deleteIndex(index: string): boolean {
    return this.collections.delete(index);
  }

  hasIndex(index: string): boolean {
    return this.collections.has(index);
  }

  listIndices(): string[] {
    return [...this.collections.keys()].sort();
  }

  /**
   * Runs a search body; throws SearchRequestError (400 for a bad request, 404 for an unknown index).
   * `encodedSources`: the caller only serialises the answer (searchResponseBytes or JSON.stringify), so hits' sources
   * may come as EncodedSource (response-json.ts) instead of objects.
   */
  search(index: string, body: unknown, options: { encodedSources?: boolean } = {}): EsSearchResponse {
    const started = performance.now();
    const request = parseSearchRequest(body);
    const collection = this.collections.get(index);
    if (!collection) throw indexNotFound(index);
    checkSortFields(request.sort, collection);
    const arena = collection.matchArena();
    try {
      return this.searchWith(index, collection, request, arena, options, started);
    } finally {
      // The search's intermediate sets go back to the arena, answered or not.
      arena.endSearch();
    }
  }

  private searchWith(
    index: string,
    collection: DocumentCollection,
    request: SearchRequest,
    arena: MatchArena,
    options: { encodedSources?: boolean },
    started: number,
  ): EsSearchResponse {
    const context = { collection, arena, now: this.now() };
    const matches = evaluateQuery(request.query, context);
    // A removed document's slot stays until compaction (document-collection.ts): a match_all must not find it.
    let matching = intersection(matches.bits, collection.liveSlots());
    // The scores of the matching documents by slot (the other slots hold whatever an earlier search left).
    const scores = arena.scoresBySlot();
    if (matches.kind === 'constant') for (const doc of matching) scores[doc] = matches.score;
    else for (let i = 0; i < matches.docs.length; i++) scores[matches.docs[i]] = matches.scores[i];
    const minScore = request.minScore;
    if (minScore !== null) matching = matching.filter((doc) => !(scores[doc] < minScore));
    // Aggregations count what the query matched; post_filter then narrows only the hits (ES's order).
    const filter: QueryFilter = (query, docs) => {
      const kept = evaluateFilter(query, context);
      return docs.filter((doc) => kept.has(doc));
    };
    const aggregations = request.aggregations.size > 0 ? computeAggregations(request.aggregations, collection, matching, filter) : null;
    if (request.postFilter) matching = filter(request.postFilter, matching);
    const showScores = request.trackScores || scoresNeeded(request.sort);
    const response: EsSearchResponse = {
      took: 0,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        ...totalOf(matching.length, request.trackTotalHits),
        // ES leaves max_score out (null) when no hits are fetched or hits are sorted by a field without track_scores.
        max_score: showScores && request.size > 0 ? maxScore(matching, scores) : null,
        hits: this.pageOfHits(index, collection, request, matching, scores, showScores, options.encodedSources === true),
      },
    };
    if (aggregations) response.aggregations = aggregations;
    response.took = Math.round(performance.now() - started);
    return response;
  }

  private sourceFilterRunner(includes: string[], excludes: string[]): SourceFilterRunner {
    const key = JSON.stringify([includes, excludes]);
    let runner = this.sourceFilters.get(key);
    if (!runner) {
      if (this.sourceFilters.size >= MAX_CACHED_SOURCE_FILTERS) this.sourceFilters.clear();
      this.sourceFilters.set(key, (runner = new SourceFilterRunner(includes, excludes, key)));
    }
    return runner;
  }

  private pageOfHits(
    index: string,
    collection: DocumentCollection,
    request: SearchRequest,
    matching: number[],
    scores: Float64Array,
    showScores: boolean,
    encodedSources: boolean,
  ): EsHit[] {
    if (request.size === 0 || request.from >= matching.length) return [];
    // Only the hits up to the page's end need their order (top-k selection, not a sort of every match).
    const limit = request.from + request.size;
    let sortValues: ((doc: number) => SortValue[]) | null = null;
    let ordered: number[];
    if (request.sort.length > 0) ({ ordered, sortValues } = sortDocuments(matching, request.sort, scores, collection, limit));
    else ordered = firstInOrder(matching, (a, b) => scores[b] - scores[a] || a - b, limit);
    const filter = request.source.kind === 'filter' ? this.sourceFilterRunner(request.source.includes, request.source.excludes) : null;
    const sources = collection.filteredSources();
    return ordered.slice(request.from, limit).map((doc): EsHit => {
      const hit: EsHit = { _index: index, _type: '_doc', _id: collection.id(doc), _score: showScores ? scores[doc] : null };
      if (request.source.kind !== 'none') {
        hit._source = filter ? sources.get(filter.key, doc, () => filter.apply(collection.document(doc)), encodedSources) : collection.document(doc);
      }
      if (sortValues) hit.sort = sortValues(doc);
      return hit;
    });
  }
}

/** The edge sends the same few _source filters again and again; their path decisions are worth keeping. */
const MAX_CACHED_SOURCE_FILTERS = 100;

function totalOf(count: number, track: number | false): Pick<EsSearchResponse['hits'], 'total'> {
  if (track === false) return {};
  return { total: count > track ? { value: track, relation: 'gte' } : { value: count, relation: 'eq' } };
}

/** The slots in both sets, ascending. */
function intersection(a: Bitset, b: Bitset): number[] {
  const docs: number[] = [];
  for (let i = 0; i < a.words.length; i++) {
    let word = a.words[i] & b.words[i];
    while (word !== 0) {
      const low = word & -word;
      docs.push((i << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return docs;
}

function maxScore(matching: number[], scores: Float64Array): number | null {
  let max: number | null = null;
  for (const doc of matching) if (max === null || scores[doc] > max) max = scores[doc];
  return max;
}
