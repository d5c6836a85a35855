import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may. Browsers run under a CSP without
// 'unsafe-eval', where its probe only earns a violation report, so it parses without compiling
// there; the server keeps the faster compiled parsers. Schemas import z from here so this runs
// before any of them is built.
config({ jitless: typeof window !== 'undefined' });

// Re-exported name by name and imported as a namespace (`import * as z`), so bundlers keep only
// what the schemas use; zod's own `z` object pulls every locale into the browser (≈90 kB gzip).
export * from 'zod';
