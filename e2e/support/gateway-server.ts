import path from 'node:path';

/**
 * The test server whose simulated gateway takes the spec's 3 s, where 'Processing Payment...' is
 * seen and a capture is reloaded through (e2e/payment-processing.spec.ts); every other test
 * server's takes 0.2 s. Its port is the main server's plus three; its database is its own.
 */
export const GATEWAY_PROJECTS = ['gateway-360', 'gateway-1280'] as const;
export type GatewayProject = (typeof GATEWAY_PROJECTS)[number];

export const gatewayPort = (port: number) => port + 3;

export const gatewayDatabaseDir = (dataDir: string) => path.join(dataDir, 'gateway-pglite');
