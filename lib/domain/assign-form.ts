import * as z from './validation';

/**
 * The clients ticked in a builder's 'Assign' form (a programme's, a diet chart's): one checkbox
 * each, named 'client.0', 'client.1', …, holding the client's id, so the form posts without
 * JavaScript. Pure: no React, no I/O.
 */
export const tickedClients = (form: Record<string, unknown>) => [
  ...new Set(
    Object.entries(form)
      .filter(([name]) => /^client\.\d{1,4}$/.test(name))
      .map(([, value]) => value),
  ),
];

const clientIds = z.array(z.uuid()).check(z.minLength(1), z.maxLength(500));

/** One to 500 clients ticked, each an id. */
export const someClientsTicked = (form: Record<string, unknown>) => clientIds.safeParse(tickedClients(form)).success;
