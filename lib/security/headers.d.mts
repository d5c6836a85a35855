export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

export function isHttpsRequest(forwardedProto: string | null | undefined, encrypted?: boolean): boolean;
export function contentSecurityPolicy(scripts: ScriptAllowance, options: { https: boolean; dev?: boolean }): string;
export function inlineScriptHashes(html: string): string[];
export function prerenderedPageHashes(distDir: string): Map<string, string[]>;
export function pagePolicy(
  pathname: string,
  prerendered: Map<string, string[]>,
  https: boolean,
): { policy: string; forNext: string | null };
