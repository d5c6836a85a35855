import 'server-only';

// Never kept: not by the browser, not by a proxy, not by the service worker (lib/pwa/sw.ts).
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/** What anyone gets who may not have the document, signed in or not: the same as for none at all. */
export const notFound = () => new Response('Not found', { status: 404, headers: PRIVATE });

/** A PDF made for this request, to be saved under `fileName` (ASCII: it goes in a header as it is). */
export function pdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(pdf.byteLength),
    },
  });
}
