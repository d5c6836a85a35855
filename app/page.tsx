import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';

export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Get Weight Loss Up to 10kg in 45 Days</h1>
      <p className="text-muted-foreground">{site.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/auth">Start Your Journey</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/bmi-calculator">Calculate BMI First</Link>
        </Button>
      </div>
    </main>
  );
}
