import type { FastifyReply } from 'fastify';

/** The photo as stored: no cache anywhere (it shows the recipient's door), typed by what the service encoded. */
export function sendPhoto(reply: FastifyReply, photo: { photo: Buffer }) {
  return reply
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('image/webp')
    .send(photo.photo);
}
