import Link from '@/components/locale-link';
import { Button } from '@/components/ui/button';

export default function ReceiptNotFound() {
  return (
    <main id="main" className="mx-auto grid min-h-dvh max-w-xl content-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Receipt Not Found</h1>
      <p className="text-muted-foreground">We could not find a receipt for this link. Please check it and try again.</p>
      <Button asChild className="mx-auto">
        <Link href="/dashboard">Go to Dashboard</Link>
      </Button>
    </main>
  );
}
