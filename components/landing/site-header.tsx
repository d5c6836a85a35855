import Link from 'next/link';
import { site } from '@/lib/site';

export function SiteHeader() {
  return (
    <header className="bg-secondary px-4 py-4">
      <div className="mx-auto flex max-w-5xl items-center justify-between">
        <Link href="/" className="text-xl font-bold text-primary">
          {site.name}
        </Link>
        <nav aria-label="Main">
          <Link href="/auth" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-card">
            Sign in
          </Link>
        </nav>
      </div>
    </header>
  );
}
