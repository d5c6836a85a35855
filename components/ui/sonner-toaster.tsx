'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type ExternalToast, toast, Toaster, type ToasterProps } from 'sonner';

type Position = NonNullable<ToasterProps['position']>;

// Sonner's default duration: how long a toast raised on the previous page may still show.
const TOAST_LIFETIME_MS = 4_000;
// How far a stack of toasts reaches from the top or the bottom on a phone (a title, a description, the gap).
const TOAST_BAND_PX = 160;
// Sonner's toast width, centred; below 600 px wide it spans the screen less 16 px each side.
const TOAST_WIDTH_PX = 356;
const NARROW_SCREEN_PX = 600;
const EDGE_PX = 16;
/** The page's main action, which a toast keeps clear of. */
const PRIMARY = 'main [data-slot="button"][data-variant="default"]';
/** Where the customer is and the way back (a heading, a Back link), which a toast keeps clear of too. */
const WAYFINDING = 'main h1, main h2, main a';

let position: Position = 'bottom-center';
const listeners = new Set<() => void>();

/** Where an element shows on screen: a heading's text, since its box spans the page however short the text. */
function shownBox(element: Element): DOMRect {
  if (!/^H[1-6]$/.test(element.tagName)) return element.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** Whether anything `selector` finds is on screen where a toast at the top or the bottom would be. */
function covers(edge: 'top' | 'bottom', selector: string): boolean {
  const { innerWidth: width, innerHeight: height } = window;
  const [left, right] =
    width < NARROW_SCREEN_PX ? [EDGE_PX, width - EDGE_PX] : [(width - TOAST_WIDTH_PX) / 2, (width + TOAST_WIDTH_PX) / 2];
  const [top, bottom] = edge === 'top' ? [0, TOAST_BAND_PX] : [height - TOAST_BAND_PX, height];
  return [...document.querySelectorAll(selector)].some((element) => {
    const box = shownBox(element);
    return box.height > 0 && box.bottom > top && box.top < bottom && box.right > left && box.left < right;
  });
}

function moveToasts(next: Position): void {
  if (next === position) return;
  position = next;
  for (const listener of listeners) listener();
}

/**
 * At the bottom a toast never covers a page's heading or its Back link; it goes to the top when a
 * primary button (the page's main action) is showing where it would land.
 */
function placeToasts(): void {
  moveToasts(covers('bottom', PRIMARY) ? 'top-center' : 'bottom-center');
}

/** Loaded by ./sonner.tsx with the first toast: places the toasts, then raises this one. */
export function raise(kind: 'success' | 'error' | 'message', title: string, options: ExternalToast): void {
  placeToasts();
  toast[kind](title, options);
}

/**
 * A toast that came along from the previous page ("Redirecting...") is placed again as the new page
 * renders: at the bottom unless the page's main action is there, else at the top unless its
 * heading or Back link is; where both are taken (the support chat on a phone: its title above, its
 * composer below) it goes, as the page it announced is open.
 */
function placeCarried(ids: (string | number)[]): void {
  if (!covers('bottom', PRIMARY)) moveToasts('bottom-center');
  else if (!covers('top', WAYFINDING)) moveToasts('top-center');
  else for (const id of ids) toast.dismiss(id);
}

/** On a route change the previous page's toasts go; one naming the new page stays, placed for it. */
function useRouteChangeToasts() {
  const pathname = usePathname();
  // Only on a change: the Toaster may mount (with the first toast) just before a "Redirecting..."
  // toast's navigation, and must not dismiss it for naming the next page.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const carried: (string | number)[] = [];
    for (const { id } of toast.getToasts()) {
      if (String(id).startsWith(`${pathname}#`)) carried.push(id);
      else toast.dismiss(id);
    }
    if (carried.length === 0) return;
    // The page may open on its loading skeleton: place the toast again as its content arrives, for
    // as long as it lasts.
    const place = () => placeCarried(carried);
    let frame = requestAnimationFrame(place);
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), TOAST_LIFETIME_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [pathname]);
}

/** Sonner's Toaster in the app's colours, dismissing the previous page's toasts on a route change. */
export function ScopedToaster() {
  useRouteChangeToasts();
  const placed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => position,
    () => position,
  );
  return (
    <Toaster
      className="toaster group"
      position={placed}
      richColors
      closeButton
      style={
        {
          // Sonner's stylesheet names system fonts, which may have no Devanagari: the page's face instead.
          fontFamily: 'inherit',
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          // Rich colours darkened to keep toast text above 4.5:1 contrast.
          '--success-bg': 'oklch(0.97 0.03 150)',
          '--success-border': 'oklch(0.85 0.07 150)',
          '--success-text': 'oklch(0.36 0.1 155)',
          '--error-bg': 'oklch(0.97 0.02 25)',
          '--error-border': 'oklch(0.86 0.06 25)',
          '--error-text': 'oklch(0.45 0.18 27)',
        } as React.CSSProperties
      }
    />
  );
}
