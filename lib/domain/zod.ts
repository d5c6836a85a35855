import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may. Browsers run under a CSP without
// 'unsafe-eval', where its probe only earns a violation report, so it parses without compiling
// there; the server keeps the faster compiled parsers. Schemas import z from here so this runs
// before any of them is built.
z.config({ jitless: typeof window !== 'undefined' });

export { z };
