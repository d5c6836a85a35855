/** Public facts about the business, used by metadata, JSON-LD and contact lines. */
export const site = {
  name: 'WellFit',
  title: 'WellFit: 45-day weight loss and wellness programme',
  description:
    'Lose up to 10kg in 45 days with personalised workout plans, nutrition guidance, daily progress tracking and WhatsApp support. Help with PCOD, thyroid, post-pregnancy weight and hormonal balance.',
  // Next writes the build's value in here (prerendered pages carry it), in any bundle, so this
  // module stays free of the settings; they check the variable, and the default is theirs.
  url: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
  locale: 'en_IN',
} as const;
