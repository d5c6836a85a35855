import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Supabase Storage's object API, the calls storage-js makes for upload
// (POST, or PUT, /storage/v1/object/<bucket>/<key> with x-upsert), download (GET on the same path)
// and remove (DELETE /storage/v1/object/<bucket> with {prefixes}), with a bearer key, answered as
// Storage answers, its errors included: 400, with the real status in the body's statusCode.

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

const storageError = (statusCode: string, error: string, message: string) => ({ statusCode, error, message });
const OBJECT_NOT_FOUND = storageError('404', 'not_found', 'Object not found');

export async function startStorageStandIn({ serviceKey, bucket }: { serviceKey: string; bucket: string }) {
  /** The bucket's objects, by key. */
  const objects = new Map<string, StoredObject>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const route = /^\/storage\/v1\/object\/([^/?]+)(?:\/([^?]+))?$/.exec(request.url ?? '');
      if (!route) return answer(404, { message: 'no Route matched with those values' });
      if (request.headers.authorization !== `Bearer ${serviceKey}`) {
        return answer(400, storageError('403', 'Unauthorized', 'invalid signature'));
      }
      if (decodeURIComponent(route[1]!) !== bucket)
        return answer(400, storageError('404', 'Bucket not found', 'Bucket not found'));
      const key = route[2] && route[2].split('/').map(decodeURIComponent).join('/');
      const body = Buffer.concat(chunks);

      if (request.method === 'DELETE' && !key) {
        const { prefixes } = JSON.parse(body.toString('utf8')) as { prefixes?: unknown };
        if (!Array.isArray(prefixes) || prefixes.length < 1 || prefixes.length > 1000) {
          return answer(400, storageError('400', 'Invalid Input', 'body/prefixes must NOT have fewer than 1 items'));
        }
        const removed = prefixes.filter((prefix: string) => objects.delete(prefix));
        return answer(
          200,
          removed.map((name) => ({ name, bucket_id: bucket, id: randomUUID() })),
        );
      }
      if (!key) return answer(404, { message: 'no Route matched with those values' });
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return answer(400, OBJECT_NOT_FOUND);
        return response.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
      }
      if (request.method === 'POST' || request.method === 'PUT') {
        const exists = objects.has(key);
        if (request.method === 'POST' && exists && request.headers['x-upsert'] !== 'true') {
          return answer(400, storageError('409', 'Duplicate', 'The resource already exists'));
        }
        if (request.method === 'PUT' && !exists) return answer(400, OBJECT_NOT_FOUND);
        objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
        return answer(200, { Id: randomUUID(), Key: `${bucket}/${key}` });
      }
      answer(405, { message: 'Method not allowed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
