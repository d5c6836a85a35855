import { gzipSync } from 'node:zlib';

/**
 * What a signed-in page sends, as sent and gzipped: its HTML (a visit, the flight data inlined)
 * and its flight data alone (`RSC: 1`, what a client navigation fetches).
 */
export async function pageSizes(url, cookie) {
  const sizeOf = async (headers) => {
    const body = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    return { kB: Math.round(body.length / 102.4) / 10, 'gzip kB': Math.round(gzipSync(body).length / 102.4) / 10 };
  };
  return [
    { response: 'HTML (a visit)', ...(await sizeOf({ cookie })) },
    { response: 'flight data (`RSC: 1`, a client navigation)', ...(await sizeOf({ cookie, RSC: '1' })) },
  ];
}
