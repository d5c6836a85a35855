/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder so `npm test` never clobbers a running `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Bundled, PGlite's wasm is rewritten to a public URL and every DB page fails.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // forbidden() answers 403 for a customer who opens the coach console.
  experimental: { authInterrupts: true },
  // Browsers still ask for /favicon.ico on their own; the app's icon is an SVG.
  async redirects() {
    return [{ source: '/favicon.ico', destination: '/icon.svg', permanent: true }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
