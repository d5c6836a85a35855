import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface HeldPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The inline scripts' sha256 sources, for an HTML page. */
  hashes: string[] | null;
  gzipped?: Buffer;
}

export function forgetReceiptPage(orderId: string): void;
export class PageCache {
  constructor(options?: { maxPages?: number; ttlMs?: number; now?: () => number });
  listen(): this;
  get(key: string): HeldPage | undefined;
  set(key: string, page: HeldPage): void;
  readonly size: number;
}
export function isDocumentRequest(req: IncomingMessage): boolean;
export function holdResponse(req: IncomingMessage, res: ServerResponse, onPage: (page: HeldPage) => void): void;
export function sendPage(
  res: ServerResponse,
  page: HeldPage,
  answer: { https: boolean; gzip: boolean; head: boolean },
  cache: 'HIT' | 'MISS',
): void;
