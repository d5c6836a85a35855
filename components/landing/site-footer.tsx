import Link from 'next/link';
import { SignedInSwitch } from '@/components/signed-in-switch';
import { site } from '@/lib/site';

const LINKS = [
  { href: '/bmi-calculator', label: 'BMI Calculator' },
  { href: '/packages', label: 'Packages' },
  { href: '/auth', label: 'Sign in', signedIn: { href: '/dashboard', label: 'Dashboard' } },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/refund-policy', label: 'Refund Policy' },
];

function FooterLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="hover:text-foreground hover:underline">
      {label}
    </Link>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t px-4 py-8 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-4 sm:flex-row">
        <p>© {site.name}. 45-day weight loss and wellness coaching.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-4">
            {LINKS.map((link) => (
              <li key={link.href}>
                {link.signedIn ? (
                  <SignedInSwitch signedIn={<FooterLink {...link.signedIn} />} signedOut={<FooterLink {...link} />} />
                ) : (
                  <FooterLink {...link} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
