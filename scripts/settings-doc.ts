// `npx tsx scripts/settings-doc.ts`: writes .env.example and the table under "## Production
// set-up" in README.md from the settings schema (lib/settings/schema.ts). A test checks both.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envExample, readmeTable } from '../lib/settings/docs';

const root = path.resolve(import.meta.dirname, '..');

writeFileSync(path.join(root, '.env.example'), envExample());

const readmePath = path.join(root, 'README.md');
const lines = readFileSync(readmePath, 'utf8').split('\n');
const section = lines.indexOf('## Production set-up');
const start = lines.findIndex((line, i) => i > section && line.startsWith('| variable |'));
if (section < 0 || start < 0) throw new Error('README.md: no settings table under "## Production set-up"');
let end = start;
while (lines[end]?.startsWith('|')) end++;
lines.splice(start, end - start, readmeTable());
writeFileSync(readmePath, lines.join('\n'));
