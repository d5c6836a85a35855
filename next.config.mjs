import createNextIntlPlugin from 'next-intl/plugin';

// Server Actions accept only posts whose Origin is the host they reached (Host or
// X-Forwarded-Host). A proxy that rewrites both lists the public hosts here, at build time.
const allowedOrigins = (process.env.SERVER_ACTIONS_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder so `npm test` never clobbers a running `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run build:standalone`: a self-contained server.js for any Node host.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  // Bundled, PGlite's wasm is rewritten to a public URL and every DB page fails; pdfkit reads
  // files from its own folder (its standard fonts' metrics), which a bundle would not carry.
  serverExternalPackages: ['@electric-sql/pglite', 'pdfkit'],
  // The PDFs' fonts, read from node_modules at run time (lib/pdf/render.ts): copied into a
  // standalone build with the routes that embed them.
  outputFileTracingIncludes: {
    '/api/**/*': ['./node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-*-{400,700}-normal.woff'],
  },
  poweredByHeader: false,
  // `npm test` type-checks the whole project once (npm run typecheck) before the browser tests'
  // build, which then skips its own pass of the same check.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // forbidden() answers 403 for a customer who opens the coach console.
  experimental: { authInterrupts: true, ...(allowedOrigins.length ? { serverActions: { allowedOrigins } } : {}) },
  // Browsers still ask for /favicon.ico on their own; the app's icon is an SVG.
  async redirects() {
    return [{ source: '/favicon.ico', destination: '/icon.svg', permanent: true }];
  },
  // The Content-Security-Policy depends on the page and the request: proxy.ts sets it.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          // Browsers ignore it over plain http, so local `npm start` is unaffected.
          ...(process.env.NODE_ENV === 'production'
            ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
            : []),
        ],
      },
      // The coach's check-in scans customers' QR codes with the phone's camera: this page alone may ask.
      {
        source: '/coach/sessions',
        headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' }],
      },
    ];
  },
};

// Messages and formats per request: lib/i18n/request.ts. The interface's messages are compiled when
// the app is built (next-intl's own `precompile`), so the browser formats them without the ICU
// parser. lib/'s texts (messages/domain/) are keyed by their English and are not ICU messages.
export default createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: ['./messages/en', './messages/hi'], format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
