import Database from 'better-sqlite3';
import { orderBody, Service } from '../support/service';
import { call, SAME_ORIGIN } from './raw-http';

export interface FeedbackFloodFigures {
  posts: number;
  accepted200: number;
  refused429: number;
  /** Rows the database holds for the order afterwards. */
  stored: number;
  lastShownIsLastAccepted: boolean;
}

/** One client posts `posts` feedbacks on a delivered order within a minute (as fast as it can). */
export async function measureFeedbackFlood(posts: number): Promise<FeedbackFloodFigures> {
  const file = `${process.env.RELIABILITY_TMP}/feedback.sqlite`;
  const service = await Service.start({ DATABASE_URL: `sqlite:${file}` });
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody({ statusCode: 90 }));
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    const headers = { ...SAME_ORIGIN, 'content-type': 'application/json' };
    const figures: FeedbackFloodFigures = {
      posts,
      accepted200: 0,
      refused429: 0,
      stored: 0,
      lastShownIsLastAccepted: false,
    };
    let lastAccepted = '';
    for (let post = 0; post < posts; post++) {
      const comment = `post ${post} ${'x'.repeat(980)}`;
      const body = JSON.stringify({ rating: 1 + (post % 5), comment });
      const answer = await call(service.port, '127.0.0.40', `/tracking/feedback?trackingId=${trackingId}`, {
        method: 'POST',
        headers,
        body,
      });
      if (answer.status === 200) {
        figures.accepted200 += 1;
        lastAccepted = comment;
      }
      if (answer.status === 429) figures.refused429 += 1;
    }
    const order = await call(service.port, '127.0.0.40', `/tracking/?trackingId=${trackingId}`, {
      headers: SAME_ORIGIN,
    });
    const shown = (JSON.parse(order.body) as { payload: { feedback: { comment: string } | null } }).payload
      .feedback;
    figures.lastShownIsLastAccepted = shown?.comment === lastAccepted;
    const database = new Database(file, { readonly: true });
    const row = database
      .prepare('SELECT count(*) AS count FROM feedback WHERE tracking_id = ?')
      .get(trackingId);
    database.close();
    figures.stored = Number((row as { count: number } | undefined)?.count ?? -1);
    return figures;
  } finally {
    await service.kill('SIGTERM');
  }
}
