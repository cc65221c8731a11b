import { z } from 'zod';

/**
 * A Web Push message as the browser decrypts it: Declarative Web Push (a browser that knows the format shows it
 * itself; the page's service worker shows it for the others). In the subscriber's language; it never names the
 * address or the instructions.
 */
export const pushMessageSchema = z.object({
  web_push: z.literal(8030).describe('Declarative Web Push (the RFC number of Web Push)'),
  notification: z.object({
    title: z.string().describe('The notification’s title'),
    body: z.string().describe('What happened, and the time expected where there is one'),
    navigate: z.url().describe('The order page to open on a tap: the link the browser subscribed through'),
  }),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
