import { describe, expect, it } from 'vitest';
import { breadcrumbStructuredData, productStructuredData, schemaPrice, serializeJsonLd, type ProductFacts } from '../../../shared/seo/structured-data.js';

const FACTS: ProductFacts = {
  name: 'Lánchíd Budapester',
  sku: 'VB-2007-DBR-42',
  images: ['https://shop.example/img/product/budapester.svg'],
  brand: 'Vándor Budapest',
  description: 'Double-stitched budapester.',
  priceCents: 76900,
  availability: 'ok',
  url: 'https://shop.example/p/VB-2007-DBR/lanchid-budapester-dark-brown/VB-2007-DBR-42',
};

describe('Product JSON-LD (issue 3 §5: name, sku, image, brand, description, offers, aggregateRating)', () => {
  it('carries the product and one offer in EUR with the availability', () => {
    expect(productStructuredData(FACTS)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lánchíd Budapester',
      sku: 'VB-2007-DBR-42',
      image: ['https://shop.example/img/product/budapester.svg'],
      description: 'Double-stitched budapester.',
      brand: { '@type': 'Brand', name: 'Vándor Budapest' },
      offers: {
        '@type': 'Offer',
        url: FACTS.url,
        price: '769.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('says OutOfStock for an out-of-stock product and leaves out a missing brand', () => {
    const data = productStructuredData({ ...FACTS, availability: 'out_of_stock', brand: null });
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('brand');
  });

  it('a product with sizes and none chosen gets one AggregateOffer over its buyable sizes (issue 12 item 2)', () => {
    const data = productStructuredData({ ...FACTS, offerRange: { lowCents: 18900, highCents: 21900, offerCount: 7 } });
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '189.00', highPrice: '219.00', offerCount: 7, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    expect(data.offers).not.toHaveProperty('price');
  });

  it('adds aggregateRating only when there are ratings', () => {
    expect(productStructuredData({ ...FACTS, rating: { average: 4.333, count: 3 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productStructuredData({ ...FACTS, rating: { average: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
    expect(productStructuredData({ ...FACTS, rating: null })).not.toHaveProperty('aggregateRating');
  });

  it('writes prices from integer cents with a decimal point', () => {
    expect(schemaPrice(129900)).toBe('1299.00');
    expect(schemaPrice(1290)).toBe('12.90');
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the crumbs from 1 and leaves out the URL of the current page', () => {
    expect(breadcrumbStructuredData([{ name: 'Home', url: 'https://shop.example/' }, { name: 'Men', url: 'https://shop.example/men' }, { name: 'Oxford' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://shop.example/men' },
        { '@type': 'ListItem', position: 3, name: 'Oxford' },
      ],
    });
  });
});

describe('serializing JSON-LD into a script element', () => {
  it('cannot close the script element, whatever the catalogue text says', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});
