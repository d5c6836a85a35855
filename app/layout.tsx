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
        {/* The keyboard's first stop, shown when focused: past the header's links to the page (WCAG 2.4.1). */}
        <a
          href="#main"
          className="absolute top-2 left-2 z-50 -translate-y-[200%] rounded-md bg-background px-4 py-2 font-medium text-foreground shadow focus:translate-y-0 focus:ring-[3px] focus:ring-ring/50"
        >
          Skip to content
        </a>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
