'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const SAVE_DELAY_MS = 300;

/** A stored draft, or null when there is none or it is not a JSON object (corrupted, or written by something else). */
export function parseDraft(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// sessionStorage throws when it is blocked (private mode, site settings) or full. A draft is only a
// convenience, so then the form simply works without one.
function readDraft(key: string): Record<string, unknown> | null {
  try {
    return parseDraft(window.sessionStorage.getItem(key));
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {}
}

function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {}
}

/**
 * Keeps the form's unsent values in sessionStorage under `key`, so a reload or an accidental
 * Back does not lose them: on mount a saved draft is merged over the form's current (server)
 * values, and each change is saved shortly after, or at once when the page is hidden.
 * Call `clear()` after a successful submit. An empty key keeps no draft at all.
 */
export function useFormDraft<T extends FieldValues, C, R>(key: string, form: UseFormReturn<T, C, R>): { clear(): void } {
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // After clear(), a reset or setValue by the page must not bring the draft back; the customer's next edit may.
  const cleared = useRef(false);

  useEffect(() => {
    if (!key) return;
    cleared.current = false;
    const draft = readDraft(key);
    if (draft) form.reset({ ...form.getValues(), ...draft });

    const save = () => {
      clearTimeout(saveTimer.current);
      saveTimer.current = undefined;
      writeDraft(key, form.getValues());
    };
    const { unsubscribe } = form.watch((_values, { type }) => {
      // `type` is set only for the customer's own input events.
      if (type) cleared.current = false;
      if (cleared.current) return;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(save, SAVE_DELAY_MS);
    });
    // pagehide is the last reliable moment on mobile, where unload and beforeunload often never fire.
    const saveIfPending = () => {
      if (saveTimer.current) save();
    };
    window.addEventListener('pagehide', saveIfPending);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', saveIfPending);
      // Leaving the page in-app within the delay would otherwise lose the last edit.
      saveIfPending();
    };
  }, [key, form]);

  const clear = useCallback(() => {
    cleared.current = true;
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    if (key) removeDraft(key);
  }, [key]);

  return { clear };
}
