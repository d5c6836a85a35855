import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

/** The installable app: opens on the dashboard, on its own, in the brand's colours. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/dashboard',
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: 'en-IN',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // The page's own background (globals.css --background) and the theme of app/layout.tsx.
    background_color: '#fbfdfb',
    theme_color: '#1f7a4d',
    categories: ['health', 'fitness', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
