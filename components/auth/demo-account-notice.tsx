import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** A demo account is told, before it has something to lose, how to keep it: 'Add my phone'. */
export function DemoAccountNotice({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <div
      role="note"
      className="grid gap-2 rounded-lg border border-primary/40 bg-secondary p-3 text-sm text-secondary-foreground"
    >
      <p className="font-medium">{message}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link href={`/add-phone?next=${encodeURIComponent(returnTo)}`}>Add my phone</Link>
      </Button>
    </div>
  );
}
