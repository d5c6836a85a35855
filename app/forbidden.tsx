import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'No access', robots: { index: false } };

export default function Forbidden() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">403</h1>
        <p className="mb-4 text-xl text-muted-foreground">This page is for the coaching team.</p>
        <Link href="/dashboard" className="text-primary underline underline-offset-4 hover:text-primary/80">
          Go to your dashboard
        </Link>
      </div>
    </main>
  );
}
