import { IconCardList } from '@/components/icon-card-list';
import { Award, CalendarClock, ShieldCheck } from '@/components/icons';

const BLOCKS = [
  { icon: Award, title: 'Expert Trainers', text: 'Certified trainers with 5+ years experience guide every plan.' },
  { icon: CalendarClock, title: 'Flexible Scheduling', text: 'Morning or evening: train at the times that suit your day.' },
  {
    icon: ShieldCheck,
    title: '45-Day Money-Back Guarantee',
    text: 'Not happy with your progress? Get a full refund within 45 days.',
  },
];

export function Reassurance() {
  return (
    <section aria-labelledby="why-us" className="grid gap-4">
      <h2 id="why-us" className="sr-only">
        Why choose us
      </h2>
      <IconCardList items={BLOCKS} className="sm:grid-cols-3" centered />
    </section>
  );
}
