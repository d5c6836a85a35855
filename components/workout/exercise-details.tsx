'use client';

import { useState } from 'react';

/**
 * An exercise's card, open while it is the one to do: when the next becomes current it opens,
 * and the one just finished stays as the customer left it, its sets in view.
 */
export function ExerciseDetails({
  current,
  summary,
  children,
}: {
  current: boolean;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(current);
  const [wasCurrent, setWasCurrent] = useState(current);
  if (current !== wasCurrent) {
    setWasCurrent(current);
    if (current) setOpen(true);
  }
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border p-3 open:border-primary/50"
    >
      {summary}
      {children}
    </details>
  );
}
