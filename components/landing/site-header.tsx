import Link from 'next/link';
import { SignedInSwitch } from '@/components/signed-in-switch';
import { site } from '@/lib/site';

const navLink = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-card';

export function SiteHeader() {
  return (
    <header className="bg-secondary px-4 py-4">
      <div className="mx-auto flex max-w-5xl items-center justify-between">
        <Link href="/" className="text-xl font-bold text-primary">
          {site.name}
        </Link>
        <nav aria-label="Main">
          <SignedInSwitch
            signedIn={
              <Link href="/dashboard" className={navLink}>
                Dashboard
              </Link>
            }
            signedOut={
              <Link href="/auth" className={navLink}>
                Sign in
              </Link>
            }
          />
        </nav>
      </div>
    </header>
  );
}
