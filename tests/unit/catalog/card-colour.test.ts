// Colour variants are told apart (issue #12 item 17): most models are one product per colour with the same name, so
// every card (listings, search results, carousels) names its colour; a product offering several colours says how many.
import { describe, expect, it } from 'vitest';
import { toProductCards } from '../../../client/components/catalog/product-card-data.js';
import { cardColour } from '../../../shared/catalog/card-colour.js';
import { generateDemoCatalogue, REFERENCE_DATE } from '../../../server/demo-catalogue/generate.js';
import { parseCatalogDate } from '../../../shared/catalog/catalog-dates.js';

const catalogue = generateDemoCatalogue();
const now = parseCatalogDate(REFERENCE_DATE)!;

describe('cardColour', () => {
  it('names the one colour of a product, in the store view’s language', () => {
    const albert = (store: 'main' | 'de' | 'it') => toProductCards(store, catalogue[store].product.filter((p) => p.name === 'Albert Oxford' && p.visibility > 1), now);
    const cards = albert('main');
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.colour)).toEqual([
      { kind: 'one', label: 'Black' },
      { kind: 'one', label: 'Dark brown' },
      { kind: 'one', label: 'Cognac' },
      { kind: 'one', label: 'Tan' },
      { kind: 'one', label: 'Oxblood' },
    ]);
    expect(albert('de').map((card) => card.colour)).toContainEqual({ kind: 'one', label: 'Dunkelbraun' });
  });

  it('tells every listed colour variant of a model apart in every store view', () => {
    for (const store of ['main', 'de', 'it'] as const) {
      const cards = toProductCards(store, catalogue[store].product.filter((p) => p.visibility > 1), now);
      const seen = new Map<string, string>();
      for (const card of cards) {
        const key = `${card.name}|${card.colour?.kind === 'one' ? card.colour.label : card.colour?.kind ?? ''}`;
        expect(seen.get(key), `${store} ${key}: ${card.sku} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, card.sku);
      }
    }
  });

  it('counts the colours of a product that offers several, and says nothing without a colour option', () => {
    const max = catalogue.main.product.find((p) => p.sku === 'KR-1014')!;
    expect(cardColour(max)).toEqual({ kind: 'several', count: 3 });
    expect(cardColour(catalogue.main.product.find((p) => p.sku === 'KR-9005')!)).toBeNull();
    expect(cardColour({ configurable_options: [{ attribute_id: '93', attribute_code: 'color', label: 'Colour', values: [{ value_index: 1, label: ' ' }] }] })).toBeNull();
  });
});
