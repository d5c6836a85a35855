import Link from 'next/link';
import { Button } from '@/components/ui/button';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing" className="bg-primary px-4 py-16 text-primary-foreground">
      <div className="mx-auto grid max-w-3xl gap-6 text-center">
        <h2 id="closing" className="text-3xl font-bold tracking-tight">
          Ready to start your transformation?
        </h2>
        <p className="text-primary-foreground/90">Join 10,000+ happy clients. Your 45-day plan starts with a 2-minute sign-up.</p>
        <Button asChild size="lg" variant="secondary" className="mx-auto">
          <Link href="/auth">Get Started Now</Link>
        </Button>
      </div>
    </section>
  );
}
