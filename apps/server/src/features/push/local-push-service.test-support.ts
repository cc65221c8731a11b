import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the local push service took, decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The message as the browser decrypts it (what its service worker is handed). */
  text: string;
  payload: { web_push: number; notification: { title: string; body: string; navigate: string } };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's side of a subscription: a P-256 key pair and an auth secret (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm body (RFC 8188 header, one record) as the browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = hmac(hmac(auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const padded = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * A push service on loopback (RFC 8030): takes posts to /push/{name}, decrypts each with the keys of the
 * browser registered under that name, and answers 201 (or the status a test sets for the name).
 */
export async function startLocalPushService() {
  const browsers = new Map<string, ReturnType<typeof browserKeys>>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = (request.url ?? '').split('/').pop() ?? '';
      const browser = browsers.get(name);
      const status = answers.get(name) ?? (browser ? 201 : 404);
      if (browser && status === 201) {
        const text = browser.decrypt(Buffer.concat(chunks));
        received.push({ path: request.url ?? '', headers: request.headers, text, payload: JSON.parse(text) });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** A new browser's subscription on this service. */
    subscribe(name: string) {
      const browser = browserKeys();
      browsers.set(name, browser);
      return { endpoint: `http://127.0.0.1:${port}/push/${name}`, keys: browser.keys };
    },
    /** From now on the service answers `status` for the name (410: the subscription is gone). */
    answer(name: string, status: number) {
      answers.set(name, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
