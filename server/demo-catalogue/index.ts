// The seed's public entry points: the backend imports these to fill an empty data directory.
export { generateDemoCatalogue, generatePromotedContent, REFERENCE_DATE } from './generate.js';
export { writeDemoImages } from './images.js';
export { TODAY_SPECIAL_SKU } from './catalogue/today-special.js';
