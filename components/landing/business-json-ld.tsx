import { PACKAGES, productName } from '@/lib/domain/packages';
import { site } from '@/lib/site';
import { useTranslations } from 'next-intl';

/** Structured data for search engines: the business and its six packages as offers in INR. */
export function BusinessJsonLd() {
  const t = useTranslations('landing');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    name: site.name,
    url: site.url,
    description: site.description,
    areaServed: { '@type': 'Country', name: 'India' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: t('catalogue'),
      itemListElement: PACKAGES.map((pkg) => ({
        '@type': 'Offer',
        name: productName(pkg),
        price: pkg.price,
        priceCurrency: 'INR',
        url: `${site.url}/packages?type=${pkg.type}`,
        itemOffered: { '@type': 'Service', name: productName(pkg), description: pkg.features.join(', ') },
      })),
    },
  };
  // Escape "<" so no text inside the JSON can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
