import Link from '@/components/locale-link';
import { formatDate } from '@/lib/domain/india-time';
import { PolicyContact, policyLinkClass } from './policy-contact';

export { policyLinkClass };

/** The three pages a buyer reads before paying; each links to the other two. */
export const POLICIES = [
  { href: '/terms', title: 'Terms of Service' },
  { href: '/privacy', title: 'Privacy Policy' },
  { href: '/refund-policy', title: 'Refund Policy' },
] as const;

export type PolicyHref = (typeof POLICIES)[number]['href'];

interface PolicyPageProps {
  href: PolicyHref;
  /** The day the text last changed, as YYYY-MM-DD. */
  lastUpdated: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}

/** A policy page: its h1, the date it last changed, its sections, the business's contact and grievance officer, the other policies. */
export function PolicyPage({ href, lastUpdated, intro, children }: PolicyPageProps) {
  const policy = POLICIES.find((p) => p.href === href)!;
  const others = POLICIES.filter((p) => p.href !== href);
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{policy.title}</h1>
        <p className="text-sm text-muted-foreground">
          Last updated: <time dateTime={lastUpdated}>{formatDate(new Date(`${lastUpdated}T12:00:00+05:30`))}</time>
        </p>
        <p className="mt-2">{intro}</p>
      </header>
      {children}
      <PolicyContact />
      <nav aria-labelledby="other-policies" className="grid gap-2 border-t pt-6">
        <h2 id="other-policies" className="text-xl font-semibold">
          Other policies
        </h2>
        <ul className="grid gap-2">
          {others.map((other) => (
            <li key={other.href}>
              <Link href={other.href} className={policyLinkClass}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link href="/" className={`${policyLinkClass} w-fit`}>
        Return to Home
      </Link>
    </main>
  );
}

/** One titled part of a policy: an h2 over its paragraphs and lists. */
export function PolicySection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-3 text-muted-foreground">{children}</div>
    </section>
  );
}

/** A bulleted list inside a policy section. */
export function PolicyList({ children }: { children: React.ReactNode }) {
  return <ul className="grid list-disc gap-2 pl-5">{children}</ul>;
}
