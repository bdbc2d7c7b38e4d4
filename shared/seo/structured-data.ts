// Structured data for crawlers (issue 3 §5): schema.org Product and BreadcrumbList as JSON-LD, built from plain
// facts so that any page (product now, category later) can use them. Prices are integer cents in, decimal text out.
import { centsToEuros, type Cents } from '../money.js';

export type Availability = 'ok' | 'out_of_stock';

export interface ProductFacts {
  name: string;
  sku: string;
  /** Absolute URLs. */
  images: readonly string[];
  brand: string | null;
  description: string;
  priceCents: Cents;
  availability: Availability;
  /** The page's absolute URL. */
  url: string;
  /** Approved reviews: the average rating (1–5) and how many ratings it is made of. */
  rating?: { average: number; count: number } | null;
  /**
   * A product with sizes and none chosen: the prices of its buyable sizes, given as one AggregateOffer so that no
   * size the shopper did not choose is named (issue 12 item 2).
   */
  offerRange?: { lowCents: Cents; highCents: Cents; offerCount: number } | null;
}

export interface BreadcrumbFact {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out. */
  url?: string;
}

const SCHEMA = 'https://schema.org';
export const PRICE_CURRENCY = 'EUR';

/** Decimal with a point and two fraction digits, as schema.org prices are written ('129.00'). */
export function schemaPrice(cents: Cents): string {
  return centsToEuros(cents).toFixed(2);
}

export function productStructuredData(facts: ProductFacts): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: facts.name,
    sku: facts.sku,
    image: [...facts.images],
    description: facts.description,
    offers: facts.offerRange
      ? {
          '@type': 'AggregateOffer',
          url: facts.url,
          lowPrice: schemaPrice(facts.offerRange.lowCents),
          highPrice: schemaPrice(facts.offerRange.highCents),
          offerCount: facts.offerRange.offerCount,
          priceCurrency: PRICE_CURRENCY,
          availability: facts.availability === 'ok' ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
          itemCondition: `${SCHEMA}/NewCondition`,
        }
      : {
          '@type': 'Offer',
          url: facts.url,
          price: schemaPrice(facts.priceCents),
          priceCurrency: PRICE_CURRENCY,
          availability: facts.availability === 'ok' ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
          itemCondition: `${SCHEMA}/NewCondition`,
        },
  };
  if (facts.brand) data.brand = { '@type': 'Brand', name: facts.brand };
  // Without a rating, aggregateRating must be absent: an empty one is an error for crawlers.
  if (facts.rating && facts.rating.count > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: Number(facts.rating.average.toFixed(1)), reviewCount: facts.rating.count, bestRating: 5, worstRating: 1 };
  }
  return data;
}

/** BreadcrumbList with positions from 1; for the category and product pages. */
export function breadcrumbStructuredData(crumbs: readonly BreadcrumbFact[]): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<' is escaped so that no text of the catalogue can
 * close the script element ('</script>') or open a comment, and the line separators JavaScript dislikes too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
