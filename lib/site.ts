import englishSite from '@/messages/en/site.json';

/** Public facts about the business, used by metadata, JSON-LD and contact lines. */
export const site = {
  name: 'WellFit',
  // In English, for what has one language (the app's manifest, the share image); pages read messages/<locale>/site.json.
  title: englishSite.title,
  description: englishSite.description,
  // Next writes the build's value in here (prerendered pages carry it), in any bundle, so this
  // module stays free of the settings; they check the variable, and the default is theirs.
  url: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
  locale: 'en_IN',
} as const;

/**
 * The share image (app/opengraph-image.tsx, app/twitter-image.tsx). File-based metadata applies to
 * the segments under the root layout's, and ours is app/[locale]/, so pages name it themselves.
 */
export const shareImages = {
  openGraph: [{ url: '/opengraph-image', width: 1200, height: 630, alt: site.title }],
  twitter: ['/twitter-image'],
};
