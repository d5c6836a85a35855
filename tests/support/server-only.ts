// vitest stand-in for the 'server-only' marker package, which throws outside React Server Components.
export {};
