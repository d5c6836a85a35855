import { Award, CalendarClock, ShieldCheck } from 'lucide-react';

const BLOCKS = [
  { icon: Award, title: 'Expert Trainers', text: 'Certified trainers with 5+ years experience guide every plan.' },
  { icon: CalendarClock, title: 'Flexible Scheduling', text: 'Morning or evening: train at the times that suit your day.' },
  { icon: ShieldCheck, title: '45-Day Money-Back Guarantee', text: 'Not happy with your progress? Get a full refund within 45 days.' },
];

export function Reassurance() {
  return (
    <section aria-labelledby="why-us" className="grid gap-4">
      <h2 id="why-us" className="sr-only">
        Why choose us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BLOCKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-5 text-center">
            <Icon className="mx-auto mb-2 size-8 text-primary" aria-hidden />
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
