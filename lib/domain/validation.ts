import { config } from 'zod/mini';

// Zod compiles object parsers with `new Function` when it may. Browsers run under a CSP without
// 'unsafe-eval', where its probe only earns a violation report, so it parses without compiling
// there; the server keeps the faster compiled parsers. Schemas import z from here so this runs
// before any of them is built.
config({ jitless: typeof window !== 'undefined' });

// Zod Mini: checks and wrappers are functions (`z.optional(s)`, `s.check(z.minLength(1))`), so the
// browser gets only those a form uses rather than every method of classic zod. Every message a customer can meet is the schema's own; an issue
// without one reads 'Invalid input', the same on both sides.
export * from 'zod/mini';
