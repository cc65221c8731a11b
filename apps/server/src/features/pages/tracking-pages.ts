import { LINK_VALID_UNTIL_HEADER, TRACKING_ID_PATTERN, isSupportedLocale, languageTag } from '@tracking/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@tracking/core';
import { routeNotFound } from '../../platform/http/errors';
import { OUTCOME_STATUS } from '../../platform/http/outcome-status';
import { orderNotFound, Outcome } from '../../platform/outcomes/outcome';
import { pagePolicy, pagePolicyKey } from '../../platform/http/security-headers';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_PAGE, isNavigation } from '../../platform/security/enumeration-guard';
import { requestSite } from '../../platform/security/request-site';
import type { DoorKeeper, DoorRequest } from '../../platform/http/door';
import { acceptedLanguages } from './accept-language';
import { inlineStyleSheets } from './inline-styles';
import { keptPage, type KeptPage, type PageCache } from './page-cache';
import { pageEncoding, type PageEncoding } from './page-encoding';
import { LIBRARY_STYLE_HASHES } from './library-styles';
import { deferScripts, SCRIPT_LOADER_HASH } from './deferred-scripts';
import { fillDocument, pageAssets, styleAttributeHashes } from './page-document';
import { isPageRequest } from './page-paths';
import type { PageData, ServerRender } from './server-render';
import { registerDoorstepForm } from './doorstep-form';
import { registerPageForms, type PageAnswer, type PageParams } from './page-forms';
import { pagesCharter } from './pages-charter';

/** What a link opens, unread (the share feature's `open`). */
type OpenedLink = Awaited<ReturnType<AppInstance['domain']['shares']['open']>>;

/** The page routes' options: guarded like the API, and out of the API's description (they answer HTML). */
const PAGE_ROUTE = {
  config: { ...GUARDS_TRACKING_PAGE.config, audiences: pagesCharter.audiences },
  schema: { hide: true },
};

/** A tracking id in a route path (find-my-way takes the pattern without its anchors' slashes). */
const TRACKING_ID = `:trackingId(${TRACKING_ID_PATTERN.source})`;

/** The pages the service renders, by what follows /{trackingId}/{lang}/ ('' is the order page). */
const PAGES = ['', 'preferences', 'live-tracking'] as const;
const isKnownPage = (rest: string) => (PAGES as readonly string[]).includes(rest);

/** Outcomes of a link that shows no order: the page says why, with the API's status. */
const REFUSALS = new Set<ErrorCode>(['forbidden', 'order_not_found', 'order_expired']);

/** The order behind the link, unread, with the answer it is read from; or the refusal (404, 403, 410) its page shows. */
async function lookUp(app: AppInstance, trackingId: string): Promise<OpenedLink | { refusal: Outcome }> {
  try {
    // A tracking id or a household share id (its shared view), as on the API.
    return await app.domain.shares.open(trackingId);
  } catch (error) {
    if (error instanceof Outcome && REFUSALS.has(error.code)) return { refusal: error };
    throw error;
  }
}

/** The route of a page of a tracking link (`rest`: what follows the lang segment). */
const pageRoute = (rest: string) => (rest === '' ? `/${TRACKING_ID}/:lang` : `/${TRACKING_ID}/:lang/${rest}`);

const searchOf = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * /{trackingId}, /{trackingId}/{lang} and its preferences and live-tracking pages, rendered by the service: the
 * order (or why there is none, with its status), the locale's translations in the HTML, so the
 * recipient sees the page at first paint and the browser hydrates it without a request. The spec's redirects
 * (missing or unsupported lang, unconfirmed preferences) answer 302. Misses count like the API's.
 */
export function registerTrackingPages(
  app: AppInstance,
  options: {
    render: ServerRender | null;
    /** Pages rendered lately, reused while their order's view is unchanged. */
    pages: PageCache;
    /** index.html with the runtime config. */
    template: string;
    /** The page without a server render (not built with it, or a render that failed). */
    sendBarePage: (request: FastifyRequest, reply: FastifyReply, status?: number) => FastifyReply;
  },
) {
  const { render, pages, template, sendBarePage } = options;

  /**
   * A page's headers for a request, `encoding` its bytes' (a page answer's own, besides the security set): those
   * sent last with it, unless the host or scheme differ. Shared by its answers: never changed.
   */
  function pageHeaders(request: DoorRequest, page: KeptPage, encoding: PageEncoding) {
    const key = pagePolicyKey(request);
    if (page.policy?.key !== key) {
      const value = pagePolicy(request, app.config, page.styleHashes, page.scriptHashes);
      page.policy = { key, value, headers: {} };
    }
    const { policy } = page;
    return (policy.headers[encoding] ??= {
      'content-security-policy': policy.value,
      // The answer holds the order: never stored.
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      vary: 'accept-encoding',
      'content-type': 'text/html; charset=utf-8',
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    });
  }

  /** The page as kept: the same bytes for every answer, in the encoding the browser takes best. */
  function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: KeptPage) {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.status(status).headers(pageHeaders(request, page, encoding));
    // A phone on a slow link gets a third of the bytes; the page was compressed once, when it was rendered.
    return reply.send(page.document.bytes(encoding));
  }

  /**
   * A page this instance keeps for its order's current view, answered at the door (platform/http/door.ts) as
   * `answer` would send it: a navigation to an order's own link (or a call of the page itself), its first open
   * reported, its link valid. Anything else goes the whole way, where a kept page is looked for again.
   */
  const keeper: DoorKeeper = (request, admitted) => {
    if (!render) return undefined;
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const [, trackingId = '', lang, rest = '', beyond] = pathname.split('/');
    if (lang === undefined || beyond !== undefined || !isKnownPage(rest)) return undefined;
    if (!TRACKING_ID_PATTERN.test(trackingId) || !isPageRequest('GET', request.headers.accept, pathname))
      return undefined;
    // As the guard lets a page through: a link followed from anywhere, or a call of the page itself.
    const site = () => requestSite(request.headers, `${request.protocol}://${request.host}`);
    if (!isNavigation(request.headers) && site() !== 'ours') return undefined;
    if (!admitted()) return undefined;
    const found = app.domain.shares.keptOpen(trackingId);
    const page = found && pages.peek(request.url, found.version);
    if (!page) return undefined;
    found.viewed();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    return {
      status: 200,
      headers: {
        ...pageHeaders(request, page, encoding),
        [LINK_VALID_UNTIL_HEADER]: found.validUntil.toISOString(),
      },
      body: page.document.bytes(encoding),
      route: pageRoute(rest),
    };
  };

  /**
   * The page at the request's address. `posted`: the answer to a form posted without scripts (whatever the
   * browser's Accept says), with its refusal when the form comes back with one.
   */
  const answer: PageAnswer = async (request, reply, rest, { posted = false, formAnswer = null } = {}) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!posted && !isPageRequest(request.method, request.headers.accept, pathname)) throw routeNotFound();
    if (!render) return sendBarePage(request, reply);
    const { trackingId, lang } = request.params;
    const search = searchOf(request.url);
    const found = await lookUp(app, trackingId);
    const { module } = render;
    let data: PageData;
    if ('version' in found) {
      // How long a copy kept offline may be shown (the page's service worker reads it).
      reply.header(LINK_VALID_UNTIL_HEADER, found.validUntil.toISOString());
      // Kept only where the redirect rule let the page render: the same address and view decide the same.
      const kept = posted || !isKnownPage(rest) ? undefined : pages.get(request.url, found.version);
      if (kept) {
        found.viewed();
        return sendPage(request, reply, 200, kept);
      }
      const order = found.read();
      const decision = module.trackingRedirect({ trackingId, lang, rest, search }, order);
      // After a form, the page it goes to is asked for with GET (303).
      if (decision.kind === 'redirect')
        return reply.header('cache-control', 'no-store').redirect(decision.to, posted ? 303 : 302);
      // A page of the order is shown (a redirect is not a view of its own): the merchant's stats count it.
      found.viewed();
      data = {
        trackingId,
        locale: decision.locale,
        translations: render.translations[decision.locale],
        order,
        error: null,
        formAnswer,
      };
    } else {
      data = refusalData(render, request, found.refusal);
    }
    return renderData(
      request,
      reply,
      render,
      rest,
      data,
      'version' in found && !posted && isKnownPage(rest) ? found.version : null,
    );
  };

  /**
   * A page address that names no page: the not-found page, with 404. Under a real order's link (an unknown page
   * of it) the merchant's page frames it; any other address (/, a malformed id, too many segments) gets the
   * generic page in the link's language or the browser's, without asking the store.
   */
  async function answerUnknownPage(request: FastifyRequest, reply: FastifyReply) {
    if (!render) return sendBarePage(request, reply, OUTCOME_STATUS.not_found);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const [, trackingId = '', lang] = pathname.split('/');
    const refusal = TRACKING_ID_PATTERN.test(trackingId) ? orderNotFound() : routeNotFound();
    const data = refusalData(render, request, refusal, { trackingId, lang });
    return renderData(request, reply, render, '', data, null);
  }

  /** A link's refusal as the page shows it, in the link's locale or the browser's. */
  function refusalData(
    { module, translations }: ServerRender,
    request: FastifyRequest,
    refusal: Outcome,
    { trackingId, lang }: PageParams = request.params as PageParams,
  ): PageData {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const locale = isSupportedLocale(lang)
      ? lang
      : module.initialLocale(pathname, acceptedLanguages(request.headers['accept-language']));
    const { code, message } = refusal;
    const status = OUTCOME_STATUS[code];
    return {
      trackingId,
      locale,
      translations: translations[locale],
      order: null,
      error: { status, code, message },
    };
  }

  /** Renders the page for `data`, keeping it for `version` of its order when one is given. */
  async function renderData(
    request: FastifyRequest,
    reply: FastifyReply,
    { module, manifest, sheets }: ServerRender,
    rest: string,
    data: PageData,
    version: Buffer | null,
  ) {
    const known = data.order === null || isKnownPage(rest);
    const status = data.error?.status ?? data.formAnswer?.status ?? (known ? 200 : OUTCOME_STATUS.not_found);
    let rendered;
    try {
      rendered = await module.renderPage(request.url, data);
    } catch (error) {
      // The browser can still render the page itself; the answer keeps its status.
      request.log.error({ err: error }, 'server render failed; answering the bare page');
      return sendBarePage(request, reply, status);
    }
    const html = fillDocument(template, {
      lang: languageTag(data.locale),
      titleHtml: rendered.title,
      rootHtml: rendered.rootHtml,
      dataElement: rendered.dataElement,
      assets: pageAssets(manifest, module.pageModules(rest, data.order)),
    });
    const inlined = inlineStyleSheets(html, sheets);
    const page = keptPage(
      deferScripts(inlined.html),
      [...styleAttributeHashes(rendered.rootHtml), ...inlined.hashes, ...LIBRARY_STYLE_HASHES],
      [SCRIPT_LOADER_HASH],
    );
    // Only a plain view of an order is reused: a refusal is cheap to render, a form's answer is its own.
    if (version) pages.set(request.url, version, page);
    return sendPage(request, reply, status, page);
  }

  /**
   * A page request the guard refused because its address is blocked (429): the page's own "too many attempts"
   * screen, in the link's language, with Retry-After; not the API's JSON. Anything else goes to the app's handler.
   */
  async function refuseBlockedPage(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const blocked = error instanceof Outcome && error.code === 'too_many_requests';
    if (!blocked || !isPageRequest('GET', request.headers.accept, pathname)) throw error;
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    const status = OUTCOME_STATUS[error.code];
    if (!render) return sendBarePage(request, reply, status);
    return renderData(request, reply, render, '', refusalData(render, request, error), null);
  }

  void app.register(async (pageScope) => {
    pageScope.setErrorHandler(refuseBlockedPage);
    pageScope.get<{ Params: PageParams }>(`/${TRACKING_ID}`, PAGE_ROUTE, (request, reply) =>
      answer(request, reply, ''),
    );
    void pageScope.register((scope) => registerPageForms(app, scope, answer));
    void pageScope.register((scope) => registerDoorstepForm(app, scope, answer));
    for (const rest of PAGES) {
      pageScope.get<{ Params: PageParams }>(pageRoute(rest), PAGE_ROUTE, (request, reply) =>
        answer(request, reply, rest),
      );
    }
    // Any other page of a tracking link: the not-found page, framed by the merchant's page when the order is real.
    pageScope.get<{ Params: PageParams & { '*': string } }>(
      `/${TRACKING_ID}/:lang/*`,
      PAGE_ROUTE,
      (request, reply) => answer(request, reply, request.params['*']),
    );
  });

  return { answerUnknownPage, keeper };
}
