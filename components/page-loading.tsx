import { Skeleton } from '@/components/ui/skeleton';

// Without JavaScript nothing swaps the streamed page in for this screen: React leaves the page in
// hidden `S:` containers at the end of the body. This stylesheet, read only when scripts are
// off, hides the loading screen and shows them, so the page still works as plain HTML. It sits in
// Tailwind's base layer, where the `[hidden]` rule it overrides is (an important rule outside
// the layers would lose to it).
const SHOW_STREAMED_PAGE = `@layer base{[data-page-loading]{display:none!important}body>div[hidden][id^="S:"]{display:contents!important}}`;

/**
 * What a page shows while its data loads: the shape of a heading and a few cards, and one
 * status line for screen readers.
 */
export function PageLoading({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <main id="main" data-page-loading className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:py-10" aria-busy="true">
      <noscript>
        <style>{SHOW_STREAMED_PAGE}</style>
      </noscript>
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-8 w-2/3 max-w-sm" />
      <Skeleton className="h-4 w-1/2 max-w-xs" />
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} className="h-32 w-full" />
        ))}
      </div>
    </main>
  );
}
