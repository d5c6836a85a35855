import Link from '@/components/locale-link';
import { AccountLink, PlacesNav } from '@/components/customer/places';
import { AccountLanguageSwitch } from '@/components/account/account-language-switch';
import { site } from '@/lib/site';

/**
 * The signed-in customer's header and, on phones, the bottom bar: the five places and 'Account',
 * on every page of theirs. `unread` is the coach's answers not yet read, on 'Coach'.
 */
export function CustomerHeader({ unread }: { unread: number }) {
  return (
    <>
      <header className="border-b bg-background print:hidden">
        <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-2 px-4">
          <Link href="/dashboard" className="text-xl font-bold text-primary">
            {site.name}
          </Link>
          <PlacesNav variant="header" unread={unread} />
          <div className="flex items-center gap-1">
            <AccountLanguageSwitch />
            <AccountLink />
          </div>
        </div>
      </header>
      <div className="print:hidden">
        <PlacesNav variant="bar" unread={unread} />
      </div>
    </>
  );
}
