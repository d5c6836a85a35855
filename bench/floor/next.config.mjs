// Its own (empty) config: without one, Next would find the app's next.config.mjs in a parent folder.
const nextConfig = {};

export default nextConfig;
