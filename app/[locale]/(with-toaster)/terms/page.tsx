import type { Metadata } from 'next';
import Link from '@/components/locale-link';
import { PolicyList, PolicyPage, PolicySection, policyLinkClass } from '@/components/legal/policy-page';
import { PriceList } from '@/components/legal/price-list';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: `What you buy from ${site.name}, what you pay, and what each side promises: the terms of the 45-day programme.`,
  alternates: { canonical: '/terms' },
};

export default function TermsPage() {
  return (
    <PolicyPage
      href="/terms"
      lastUpdated="2026-11-22"
      intro={`These terms apply when you use the ${site.name} website or buy a package. The business that runs ${site.name} is named, with its address, under “Contact and grievance officer” below (“we”, “us”).`}
    >
      <PolicySection title="What we sell">
        <p>
          {site.name} sells a personalised 45-day weight loss and wellness programme, as online or offline packages of 3, 6 or 12
          months. Every package includes a personalised workout plan, a customised Indian diet chart, daily progress tracking and
          WhatsApp support; offline packages add trainer-led sessions at our studio. What each package includes is listed on the{' '}
          <Link href="/packages" className={policyLinkClass}>
            Packages
          </Link>{' '}
          page.
        </p>
        <p>The prices, in Indian rupees:</p>
        <PriceList />
      </PolicySection>
      <PolicySection title="Prices and payment">
        <PolicyList>
          <li>
            Plan prices are shown in rupees with GST added on top. The checkout shows the total including GST before you pay.
          </li>
          <li>
            You pay through our payment partner. We never see or store your card, UPI or bank details. Your order is confirmed
            once the payment partner confirms the payment; you then get an order number (such as #WF000123) and a receipt.
          </li>
          <li>
            Every package carries our 45-day money-back guarantee: see the{' '}
            <Link href="/refund-policy" className={policyLinkClass}>
              Refund Policy
            </Link>
            .
          </li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="Your account">
        <p>
          You sign in with your Indian mobile number and a one-time password (OTP) sent to it. Keep your phone and the codes to
          yourself: anyone who can read them can open your account. Give true details in your health profile, since your plan is
          built from them. What we keep about you, and why, is in our{' '}
          <Link href="/privacy" className={policyLinkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </PolicySection>
      <PolicySection title="Your health comes first">
        <PolicyList>
          <li>
            Our coaching is general fitness and nutrition guidance. It is not medical advice, diagnosis or treatment, and it does
            not replace your doctor.
          </li>
          <li>
            Consult a doctor before you start, and follow their advice over ours, especially if you are pregnant or have recently
            given birth, or have PCOD, a thyroid condition, diabetes, high blood pressure, a heart condition, an injury, or take
            regular medicines.
          </li>
          <li>Stop exercising and seek medical help if you feel chest pain, dizziness, faintness or unusual breathlessness.</li>
          <li>
            Tell us about injuries and medical issues in your profile so your coach can adapt your plan. Results differ from
            person to person; we do not promise a particular weight loss.
          </li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="The coach chat">
        <p>
          Signed in, you can write to your coaching team in the support chat and on WhatsApp. Use it for questions about your
          plan, your progress and your order, and be courteous to the team. The chat is not for emergencies: in a medical
          emergency call 112 or go to the nearest hospital.
        </p>
      </PolicySection>
      <PolicySection title="Governing law">
        <p>
          These terms are governed by the laws of India. Any dispute is for the courts of the city of our address given below.
          This does not take away your right, as a consumer, to complain to a consumer commission under the Consumer Protection
          Act, 2019.
        </p>
      </PolicySection>
      <PolicySection title="Changes to these terms">
        <p>
          We may change these terms; the date at the top of this page shows when they last changed. A purchase is governed by the
          terms in force on the day you paid.
        </p>
      </PolicySection>
      <PolicySection title="Questions">
        <p>Write to us or call us on the customer care details below. Complaints go to our grievance officer, also below.</p>
      </PolicySection>
    </PolicyPage>
  );
}
