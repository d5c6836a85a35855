import { Toaster } from '@/components/ui/sonner';

/**
 * Every page but the landing. These pages raise toasts, and a toast raised just before a
 * navigation shows on the next page, so the toaster stays mounted across them; the landing,
 * outside this group, raises none and ships no toaster.
 */
export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
