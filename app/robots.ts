import type { MetadataRoute } from 'next';
import { PRIVATE_PATHS } from '@/lib/auth/private-paths';
import { site } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    // Receipts are shared by link only; private pages need a session anyway.
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, '/receipt', '/api/'] },
    sitemap: `${site.url}/sitemap.xml`,
  };
}
