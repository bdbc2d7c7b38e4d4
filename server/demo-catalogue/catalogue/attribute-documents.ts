// Attribute documents of one store view: the filterable shoe attributes with translated labels; colour options
// carry a swatch hex for the colour picker.
import type { AttributeDocument, AttributeOption } from '../../../shared/catalog-types.js';
import { BRANDS } from '../../../shared/brands.js';
import type { StoreCode } from '../../../shared/store-views.js';
import { languageOf } from '../localized.js';
import {
  ATTRIBUTE_IDS, ATTRIBUTE_LABELS, COLOURS, LASTS, MAKES, OUTSOLES, SHOE_TYPES, SIZES,
  type OptionDef, type ShoeAttributeCode,
} from './attribute-options.js';

function attribute(code: ShoeAttributeCode, store: StoreCode, position: number, options: AttributeOption[]): AttributeDocument {
  const label = ATTRIBUTE_LABELS[code][languageOf(store)];
  return {
    id: ATTRIBUTE_IDS[code],
    attribute_id: ATTRIBUTE_IDS[code],
    attribute_code: code,
    frontend_input: 'select',
    frontend_label: label,
    default_frontend_label: ATTRIBUTE_LABELS[code].en,
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: true,
    is_filterable: true,
    position,
    options,
  };
}

function optionsOf(defs: readonly OptionDef[], store: StoreCode): AttributeOption[] {
  const lang = languageOf(store);
  return defs.map((def, i) => ({ value: String(def.id), label: def.label[lang], sort_order: i + 1 }));
}

export function buildAttributeDocuments(store: StoreCode): AttributeDocument[] {
  const lang = languageOf(store);
  return [
    attribute('manufacturer', store, 1, BRANDS.map((b, i) => ({ value: String(b.id), label: b.name, sort_order: i + 1 }))),
    attribute('color', store, 2, COLOURS.map((c, i) => ({ value: String(c.id), label: c.label[lang], sort_order: i + 1, swatch: c.hex }))),
    attribute('size', store, 3, SIZES.map((s, i) => ({ value: String(s.id), label: String(s.eu), sort_order: i + 1 }))),
    attribute('hf_shoe_type', store, 4, optionsOf(Object.values(SHOE_TYPES), store)),
    attribute('hf_shoe_make', store, 5, optionsOf(Object.values(MAKES), store)),
    attribute('hf_shoe_last', store, 6, optionsOf(Object.values(LASTS), store)),
    attribute('hf_shoe_outsole', store, 7, optionsOf(Object.values(OUTSOLES), store)),
  ];
}
