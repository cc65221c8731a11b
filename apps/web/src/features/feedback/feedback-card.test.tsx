import type { ComponentProps } from 'react';
import type { Order } from '@tracking/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@tracking/core/testing';
import { renderPage } from '../../test/render';
import { FeedbackCard } from './feedback-card';

type Feedback = NonNullable<Order['feedback']>;

function serviceAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The order the service answers with: final, carrying the feedback it now holds. */
const answer = (feedback: Feedback) => ({ status: 'OK', payload: anOrder({ statusCode: 91, feedback }) });

const sentBody = (fetchMock: ReturnType<typeof serviceAnswers>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;

/** The card of one order in English, with the feedback the service holds (null: none yet). */
const renderCard = (feedback: ComponentProps<typeof FeedbackCard>['feedback']) =>
  renderPage(
    <FeedbackCard
      trackingId="TRK-7Q2M9X4KD8"
      feedback={feedback}
      locale="en_GB"
      timeZone="Europe/Copenhagen"
    />,
  );

describe('FeedbackCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers five stars as a named radio group and a comment', () => {
    renderCard(null);
    expect(screen.getByRole('heading', { name: 'How was your delivery?' })).toBeInTheDocument();
    const rating = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(rating).toContainElement(screen.getByRole('radio', { name: '1 star' }));
    expect(
      screen
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toBeInTheDocument();
  });

  it('asks for a rating before sending anything', async () => {
    const fetchMock = serviceAnswers(200, {});
    renderCard(null);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the rating and comment and thanks the recipient', async () => {
    const fetchMock = serviceAnswers(
      200,
      answer({ rating: 4, comment: 'Friendly driver', at: '2026-03-03T12:00:00.000Z' }),
    );
    renderCard(null);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Friendly driver');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/tracking/feedback?trackingId=TRK-7Q2M9X4KD8');
    expect(sentBody(fetchMock)).toEqual({ rating: 4, comment: 'Friendly driver' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your feedback' })).toHaveFocus());
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  });

  it('shows feedback sent before, and changing it starts from it and says it replaces it', async () => {
    const earlier = { rating: 2, comment: 'Left in the rain', at: '2026-03-03T12:00:00.000Z' };
    const fetchMock = serviceAnswers(
      200,
      answer({ rating: 5, comment: 'Left in the rain', at: '2026-03-03T13:00:00.000Z' }),
    );
    renderCard(earlier);
    expect(screen.getByRole('heading', { name: 'Your feedback' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Left in the rain')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change feedback' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByText('Sending again replaces your earlier feedback.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ rating: 5, comment: 'Left in the rain' });
  });

  it('goes back to the feedback it has without sending', async () => {
    const earlier = { rating: 3, comment: '', at: '2026-03-03T12:00:00.000Z' };
    renderCard(earlier);
    await userEvent.click(screen.getByRole('button', { name: 'Change feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeInTheDocument();
  });

  it("shows the service's field errors by their fields", async () => {
    serviceAnswers(400, { message: 'Invalid request', errors: [{ key: 'comment', message: 'Too big' }] });
    renderCard(null);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your feedback wasn't sent");
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveAccessibleDescription(
      expect.stringContaining('Comments can be at most 1000 characters.'),
    );
  });

  it('says when the order is not final yet', async () => {
    serviceAnswers(409, { message: 'Feedback can be sent once the order is final' });
    renderCard(null);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Feedback can be sent once the delivery is complete.',
    );
  });
});
