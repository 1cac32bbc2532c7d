// Writes docs/configuration.md from the environment schema and its words
// (src/config-reference/): npm run docs:config. config-reference.test.ts holds the page to them.
import { writeFileSync } from 'node:fs';
import { referencePage, renderConfigReference } from '../src/config-reference/render';

writeFileSync(referencePage, await renderConfigReference());
console.log(`wrote ${referencePage}`);
