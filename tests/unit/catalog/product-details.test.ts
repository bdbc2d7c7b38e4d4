import { describe, expect, it } from 'vitest';
import { attributeLabelsFrom, productDetails } from '../../../shared/catalog/product-details.js';

describe('additional information (spec 01 §1: colour, size, make, last and outsole; §3 manufacturer, hf_shoe_*)', () => {
  const shoe = { sku: 'VB-2004-TAN', hf_color: 'Tan (calf leather)', hf_shoe_size: '39–47', hf_shoe_make: 402, hf_shoe_last: 505, hf_shoe_outsole: 601, hf_shoe_type: 702 };

  it('lists manufacturer, colour, sizes, type, construction, last, outsole and the item number in that order', () => {
    const labels = { hf_shoe_make: { '402': 'Double-stitched' }, hf_shoe_last: { '505': 'Budapest' }, hf_shoe_outsole: { '601': 'Leather' }, hf_shoe_type: { '702': 'Derby' } };
    expect(productDetails(shoe, 'Vándor Budapest', labels)).toEqual([
      { label: 'Manufacturer', value: 'Vándor Budapest' },
      { label: 'Colour', value: 'Tan (calf leather)' },
      { label: 'Sizes', value: '39–47' },
      { label: 'Type', value: 'Derby' },
      { label: 'Construction', value: 'Double-stitched' },
      { label: 'Last', value: 'Budapest' },
      { label: 'Outsole', value: 'Leather' },
      { label: 'Item number', value: 'VB-2004-TAN' },
    ]);
  });

  it('leaves out option ids without a label and empty texts', () => {
    expect(productDetails({ ...shoe, hf_color: ' ' }, null)).toEqual([
      { label: 'Sizes', value: '39–47' },
      { label: 'Item number', value: 'VB-2004-TAN' },
    ]);
  });
});

describe('attribute option labels from the catalogue metadata', () => {
  it('maps option values to labels per attribute code', () => {
    expect(attributeLabelsFrom([{ attribute_code: 'hf_shoe_make', options: [{ value: '402', label: 'Double-stitched' }] }])).toEqual({ hf_shoe_make: { '402': 'Double-stitched' } });
    expect(attributeLabelsFrom(undefined)).toEqual({});
  });
});
