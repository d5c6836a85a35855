import type { Metadata } from 'next';
import Link from '@/components/locale-link';
import { SupportEmailAndPhone } from '@/components/legal/policy-contact';
import { PolicyList, PolicyPage, PolicySection, policyLinkClass } from '@/components/legal/policy-page';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Refund Policy',
  description: `The ${site.name} 45-day money-back guarantee: who can ask, by when, how, and when the money comes back.`,
  alternates: { canonical: '/refund-policy' },
};

export default function RefundPolicyPage() {
  return (
    <PolicyPage
      href="/refund-policy"
      lastUpdated="2026-11-22"
      intro={`Every ${site.name} package comes with a 45-day money-back guarantee. If you are not happy, ask within 45 days and we pay back everything you paid.`}
    >
      <PolicySection title="Who can ask">
        <p>The customer who bought a package, for that package&apos;s order.</p>
      </PolicySection>
      <PolicySection title="By when">
        <p>
          Within 45 days of the purchase date on your receipt. For example, a package bought on 1 March can be refunded on a
          request made by 15 April.
        </p>
      </PolicySection>
      <PolicySection title="How to ask">
        <p>
          Quote your order number (for example #WF000123, on your receipt and order confirmation) and ask in one of these ways:
        </p>
        <PolicyList>
          <li>
            in the{' '}
            <Link href="/support" className={policyLinkClass}>
              support chat
            </Link>{' '}
            after you sign in;
          </li>
          <li>
            by e-mail or phone: <SupportEmailAndPhone />.
          </li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="What happens next">
        <PolicyList>
          <li>We acknowledge your request within 48 hours.</li>
          <li>We decide on it within 7 working days and tell you.</li>
          <li>
            Once approved, the money goes back to the payment method you paid with (card, UPI or bank account) within 5–7 working
            days.
          </li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="How much">
        <p>
          The full amount you paid, GST included. Nothing is deducted for the days of the programme you used or the studio
          sessions you attended. Your package ends when the refund is approved.
        </p>
      </PolicySection>
      <PolicySection title="What is not covered">
        <p>Requests made more than 45 days after the purchase date.</p>
      </PolicySection>
      <PolicySection title="If you disagree">
        <p>Write to our grievance officer, below. You can also complain to a consumer commission.</p>
      </PolicySection>
    </PolicyPage>
  );
}
