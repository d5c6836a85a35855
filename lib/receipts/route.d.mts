export const receiptRewrite: {
  source: string;
  has: { type: 'query'; key: string; value: string }[];
  destination: string;
};
export function cachedReceiptId(url: string): string | null;
