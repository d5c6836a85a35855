import type { Metadata, Viewport } from 'next';
import { HydrationMark } from '@/components/hydration-mark';
import { site } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.title, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = {
  themeColor: '#1f7a4d',
  width: 'device-width',
  initialScale: 1,
  // A phone's keyboard shrinks the page rather than covering it, so a sheet's fields stay in view.
  interactiveWidget: 'resizes-content',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh font-sans">
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
