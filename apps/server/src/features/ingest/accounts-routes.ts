import {
  accountBodySchema,
  accountIdParamsSchema,
  accountListQuerySchema,
  accountPageSchema,
  accountPatchBodySchema,
  merchantAccountSchema,
  errorBodySchema,
  okResponseSchema,
} from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';
import { ingestCharter } from './ingest-charter';
import { keptAnswer } from '../../platform/http/kept-answer';

const ingest = { tags: ['ingest'], security: [{ ingestKey: [] }] };
const accountResponse = okResponseSchema(merchantAccountSchema);
const errors = {
  400: errorBodySchema.describe('Invalid body: one entry in errors per bad field'),
  401: errorBodySchema.describe('Missing or wrong bearer key'),
};
const notFound = { 404: errorBodySchema.describe("{code: 'account_not_found'}") };

/** The merchant's account: its own record, read back, listed, replaced or changed field by field. */
export function registerAccountRoutes(app: AppInstance) {
  const { accounts } = app.domain;

  app.get(
    '/accounts',
    {
      schema: {
        ...ingest,
        summary: 'List the accounts in id order, a page at a time (follow nextCursor)',
        querystring: accountListQuerySchema,
        response: { 200: okResponseSchema(accountPageSchema), ...errors },
      },
    },
    async (request, reply) => sendOk(reply, await accounts.list(request.query)),
  );

  app.get(
    '/accounts/:accountId',
    {
      schema: {
        ...ingest,
        summary: 'Read an account',
        params: accountIdParamsSchema,
        response: { 200: accountResponse, ...errors, ...notFound },
      },
    },
    async (request, reply) => sendOk(reply, await accounts.view(request.params.accountId)),
  );

  app.put(
    '/accounts/:accountId',
    {
      config: { budget: ingestCharter.budgets.provider },
      schema: {
        ...ingest,
        summary:
          'Create or replace an account: fields left out take their defaults (trackingEnabled: false makes its links Forbidden)',
        params: accountIdParamsSchema,
        body: accountBodySchema,
        response: { 200: accountResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (account) => ({ statusCode: 200, payload: account }));
      await accounts.replace(request.params.accountId, request.body, answer.keep);
      return answer.send(reply);
    },
  );

  app.patch(
    '/accounts/:accountId',
    {
      config: { budget: ingestCharter.budgets.provider },
      schema: {
        ...ingest,
        summary: 'Change the fields sent of an account; the others stay',
        params: accountIdParamsSchema,
        body: accountPatchBodySchema,
        response: { 200: accountResponse, ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (account) => ({ statusCode: 200, payload: account }));
      await accounts.patch(request.params.accountId, request.body, answer.keep);
      return answer.send(reply);
    },
  );
}
