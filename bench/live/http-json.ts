import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** Sends JSON to the service and returns the status and parsed body. */
export function requestJson(
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method,
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
    });
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        const raw = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, body: raw ? (JSON.parse(raw) as unknown) : undefined });
      });
    });
    request.once('error', reject);
    request.end(text);
  });
}

/** Runs `work` over the items with at most `lanes` at a time. */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
