import type { Metadata } from 'next';
import { PolicyPage, PolicySection } from '@/components/legal/policy-page';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: `How ${site.name} keeps and uses your personal and health data.`,
  alternates: { canonical: '/privacy' },
};

const SECTIONS = [
  {
    title: 'What we keep',
    text: 'Your mobile number for sign-in; the health profile you fill in (age, gender, height, weight, contact details, address, blood group, workout experience, diet preference, injuries, medical issues, goals); your BMI results, orders and support messages.',
  },
  {
    title: 'Why we keep it',
    text: 'Only to run your programme: to personalise your workout and nutrition plan, to let your coach follow your progress, to send class instructions on WhatsApp, and to keep receipts of what you bought.',
  },
  {
    title: 'Who sees it',
    text: 'You and your coaching team. We do not sell your data or share it with advertisers. Payments are handled by our payment partner; we never see card or UPI details.',
  },
  {
    title: 'Your choices',
    text: 'You can update your profile at any time from the profile form. On your dashboard, "Download my data" gives you a copy of everything we hold about you, and "Delete my account" removes your profile, check-ins, BMI results, support chats and your sign-in for good. Consent to process health data can be withdrawn the same way, or by writing to our support team.',
  },
  {
    title: 'What we keep after you leave',
    text: 'Paid orders are tax records that the law requires us to keep. When you delete your account we keep them without anything that identifies you: no name, no phone number, no link to your account.',
  },
];

export default function PrivacyPage() {
  return (
    <PolicyPage
      href="/privacy"
      lastUpdated="2026-11-22"
      intro={`What ${site.name} keeps about you, why, who sees it, and how you stay in control of it.`}
    >
      {SECTIONS.map((section) => (
        <PolicySection key={section.title} title={section.title}>
          <p>{section.text}</p>
        </PolicySection>
      ))}
    </PolicyPage>
  );
}
