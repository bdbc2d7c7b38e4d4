// CLI: npx tsx server/demo-catalogue/run.ts --out <dir>
// Writes the demo catalogue as JSON, one file per store view and entity (<dir>/<store>/<entity>.json), and the
// pictures (<dir>/images), then prints the counts. For inspection and for loading a real Elasticsearch index.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATALOG_ENTITIES, STORE_CODES } from '../../shared/store-views.js';
import { generateDemoCatalogue, REFERENCE_DATE } from './generate.js';
import { writeDemoImages } from './images.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error('Usage: npx tsx server/demo-catalogue/run.ts --out <dir>');
    process.exitCode = 2;
    return;
  }
  const out = path.resolve(values.out);
  const catalogue = generateDemoCatalogue();
  for (const store of STORE_CODES) {
    await mkdir(path.join(out, store), { recursive: true });
    const counts: string[] = [];
    for (const entity of CATALOG_ENTITIES) {
      const docs = catalogue[store][entity];
      await writeFile(path.join(out, store, `${entity}.json`), JSON.stringify(docs, null, 1));
      counts.push(`${entity} ${docs.length}`);
    }
    console.log(`${store}: ${counts.join(', ')}`);
  }
  const { count } = await writeDemoImages(path.join(out, 'images'));
  console.log(`images: ${count}`);
  console.log(`final_price fields describe ${REFERENCE_DATE} UTC; written to ${out}`);
}

await main();
