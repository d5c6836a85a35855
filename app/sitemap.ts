import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

const PUBLIC_PAGES = ['/', '/packages', '/bmi-calculator', '/onboarding', '/auth', '/terms', '/privacy', '/refund-policy'];

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map((path) => ({
    url: `${site.url}${path === '/' ? '' : path}`,
    changeFrequency: 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
