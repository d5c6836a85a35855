import type { Area, DomainPairs, RenderMessages } from './messages';

/** An area a page's client components may read besides `common`, which every page gives them. */
export type ClientArea = Exclude<Area, 'common' | 'site'>;

/**
 * The part of a render's messages the browser needs: `common` and the page's areas, of the
 * interface's texts and of lib/'s. Whatever is handed to a client provider is written into the page's
 * HTML, so a page carries its own areas' texts, not the whole catalogue. Pure.
 */
export function clientMessages(messages: RenderMessages, areas: readonly ClientArea[]): Partial<RenderMessages> {
  const chosen: Area[] = ['common', ...areas];
  const domain: DomainPairs = {};
  for (const area of chosen) if (messages.domain[area]) domain[area] = messages.domain[area];
  return { ...Object.fromEntries(chosen.map((area) => [area, messages[area]])), domain };
}
