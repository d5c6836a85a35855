import type { Metadata } from 'next';
import Link from 'next/link';
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
    <main className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
      {SECTIONS.map((section) => (
        <section key={section.title} className="grid gap-2">
          <h2 className="text-xl font-semibold">{section.title}</h2>
          <p className="text-muted-foreground">{section.text}</p>
        </section>
      ))}
      <Link href="/" className="text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  );
}
