import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { errorBodySchema } from '@tracking/core/schemas';
import { Outcome } from '../../platform/outcomes/outcome';
import type { AppInstance } from '../../platform/http/zod-provider';
import { localeDirectory, localeFromFileName } from '../../platform/http/locale-file';

const translationsNotFound = () => new Outcome('translations_not_found', 'Translations not found');

/** GET /locale/{lng}.json: the page's translations, from the built page when it has them, else its sources. */
export function registerLocaleRoutes(app: AppInstance) {
  const directory = localeDirectory(app.config);

  app.get(
    '/locale/:fileName',
    {
      schema: {
        tags: ['service'],
        summary: 'Translations of one of the nine locales, e.g. /locale/en_GB.json',
        description: 'A JSON object of translation keys; 404 for any other name.',
        params: z.object({ fileName: z.string() }),
        response: {
          200: z.record(z.string(), z.unknown()).describe('The translation keys and their texts'),
          304: z.null().describe('Not modified: the If-None-Match ETag is still current'),
          404: errorBodySchema.describe("{code: 'translations_not_found'}: not one of the nine locales"),
        },
      },
    },
    async (request, reply) => {
      const locale = localeFromFileName(request.params.fileName);
      if (!locale) throw translationsNotFound();
      const file = path.join(directory, `${locale}.json`);
      const info = await stat(file).catch(() => undefined);
      if (!info) throw translationsNotFound();
      const etag = `W/"${info.size}-${Math.trunc(info.mtimeMs)}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      const fresh = request.headers['if-none-match'] === etag;
      app.metrics.cacheLookup('locale_revalidation', fresh);
      if (fresh) return reply.status(304).send(null);
      // The file's bytes as they are: the 200 schema documents them, nothing serialises them.
      const bytes: unknown = await readFile(file);
      return reply.type('application/json; charset=utf-8').send(bytes as Record<string, never>);
    },
  );
}
