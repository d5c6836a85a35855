/** Dates and moments as an Indian customer reads them, in India's time zone. Pure: no React, no I/O. */

// Built once: an Intl formatter costs far more to build than to use.
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const longDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Dates as an Indian customer reads them, in India's time zone: "22 November 2026". */
export function formatDate(date: Date): string {
  return longDate.format(date);
}

/** A calendar day ('YYYY-MM-DD') as an Indian customer reads it: "22 November 2026". */
export function formatDay(day: string): string {
  return formatDate(new Date(`${day}T12:00:00+05:30`));
}

/** A moment as an Indian customer reads it: "22 November 2026 at 11:05 pm". */
export function formatDateTime(date: Date): string {
  return longDateTime.format(date);
}
