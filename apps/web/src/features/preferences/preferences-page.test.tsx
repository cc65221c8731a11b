import type { Order } from '@tracking/core';
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { orderQueryKey } from '../../lib/order-query-key';
import { anOrder } from '@tracking/core/testing';
import { matchMediaQuery, renderPage } from '../../test/render';
import { PreferencesPage } from './preferences-page';

const PAGE = '/TRK-7Q2M9X4KD8/en_GB/preferences';

/** The order page stand-in: shows what the cache holds, as the real page would read it. */
function OrderProbe() {
  const order = useQueryClient().getQueryData<Order>(orderQueryKey('TRK-7Q2M9X4KD8'));
  return <p>order page, confirmed: {String(order?.hasConfirmedPreferences)}</p>;
}

function renderPreferences(order: Order, at = PAGE) {
  return renderPage(
    <Switch>
      <Route path={PAGE}>
        <PreferencesPage
          order={order}
          orderHref="/TRK-7Q2M9X4KD8/en_GB"
          skipHref="/TRK-7Q2M9X4KD8/en_GB?__skip-pref__=1"
        />
      </Route>
      <Route path="/TRK-7Q2M9X4KD8/en_GB">
        <OrderProbe />
      </Route>
    </Switch>,
    { path: at },
  );
}

function serviceAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const unconfirmed = (changes: Partial<Order> = {}) =>
  anOrder({ statusCode: 10, hasConfirmedPreferences: false, ...changes });

const originalMatchMedia = window.matchMedia;

describe('PreferencesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.matchMedia = originalMatchMedia;
  });

  it('shows who sends what where, and the three arrival choices with nothing chosen', () => {
    renderPreferences(unconfirmed({ account: { ...anOrder().account, isTech: true } }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'How would you like your parcel delivered?' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your delivery' });
    expect(summary).toHaveTextContent('Nordic Home');
    expect(summary).toHaveTextContent('Nørrebrogade 12');
    expect(summary).toHaveTextContent('Home delivery');
    expect(summary).toHaveTextContent('Test order');
    const group = screen.getByRole('radiogroup', { name: 'When the driver arrives' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['10', '20', '30']);
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it('asks for a choice before sending anything', async () => {
    const fetchMock = serviceAnswers(200, {});
    renderPreferences(unconfirmed());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm preferences' }));
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose what the driver should do when they arrive.',
    );
    // The error may be above the fold on a phone: focus goes to the field.
    await waitFor(() => expect(screen.getByRole('radio', { name: "Don't knock or ring" })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Knock on the door' }));
    expect(screen.getByRole('radiogroup')).not.toHaveAccessibleDescription(/Choose what the driver/);
  });

  it('sends the choice, puts the answer in the cache and goes to the order page', async () => {
    const saved = unconfirmed({
      hasConfirmedPreferences: true,
      deliveryPreferences: { deliveryPreference: 20, deliverInPerson: true, instructions: 'Code 4521' },
    });
    const fetchMock = serviceAnswers(200, { status: 'OK', payload: saved });
    renderPreferences(unconfirmed());
    await userEvent.click(screen.getByRole('radio', { name: 'Knock on the door' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hand the parcel to me in person' }));
    expect(screen.getByTestId('at-the-door')).toHaveTextContent('Handed to you in person');
    await userEvent.type(screen.getByRole('textbox', { name: /Instructions for the driver/ }), 'Code 4521');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm preferences' }));

    expect(await screen.findByText('order page, confirmed: true')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/tracking/preferences?trackingId=TRK-7Q2M9X4KD8');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      deliveryPreference: 20,
      deliverInPerson: true,
      instructions: 'Code 4521',
    });
  });

  it("shows the service's field errors by their fields and stays", async () => {
    serviceAnswers(400, {
      message: 'Invalid request',
      errors: [
        { key: 'deliveryPreference', message: 'Must be 10 (do nothing), 20 (knock) or 30 (doorbell)' },
        { key: 'instructions', message: 'Too big' },
      ],
    });
    renderPreferences(unconfirmed());
    await userEvent.click(screen.getByRole('radio', { name: 'Ring the doorbell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your preferences weren't saved");
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose what the driver should do when they arrive.',
    );
    expect(screen.getByRole('textbox', { name: /Instructions/ })).toHaveAccessibleDescription(
      expect.stringContaining('Instructions can be at most 500 characters.'),
    );
    expect(screen.getByRole('button', { name: 'Confirm preferences' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Ring the doorbell' })).toHaveFocus());
  });

  it("words a refusal no field is to blame for by its code, never in the service's English", async () => {
    serviceAnswers(400, {
      message: 'Invalid request',
      errors: [{ key: 'unexpected', message: 'Not allowed here' }],
      code: 'invalid_request',
    });
    renderPreferences(unconfirmed());
    await userEvent.click(screen.getByRole('radio', { name: 'Ring the doorbell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm preferences' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Something in what was sent wasn't accepted.");
    expect(alert).not.toHaveTextContent('Not allowed here');
  });

  it('turns read-only when the service says it is too late', async () => {
    serviceAnswers(409, { message: 'Preferences can no longer be changed' });
    renderPreferences(unconfirmed());
    await userEvent.click(screen.getByRole('radio', { name: 'Ring the doorbell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too late to change your preferences');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your choices' })).toHaveFocus();
  });

  it('is read-only once the driver is on the way, showing the saved choices', () => {
    renderPreferences(
      anOrder({
        statusCode: 81,
        deliveryPreferences: {
          deliveryPreference: 10,
          deliverInPerson: false,
          instructions: 'Behind the gate',
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your delivery preferences' })).toBeInTheDocument();
    expect(screen.getByText('Preferences can no longer be changed')).toBeInTheDocument();
    expect(screen.getByTestId('read-only-preference')).toHaveTextContent("Don't knock or ring");
    expect(screen.getByText('Behind the gate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /preferences/ })).toBeNull();
  });

  it('locks in-person hand-over on when the merchant requires it, and explains why', async () => {
    matchMediaQuery(null);
    renderPreferences(
      unconfirmed({ deliveryRequirements: { idCheck: false, signature: true, deliveryInPerson: false } }),
    );
    const box = screen.getByRole('checkbox', { name: 'Hand the parcel to me in person' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'Nordic Home requires a signature, so the parcel is handed to you in person.',
    );
    await userEvent.click(screen.getByRole('button', { name: "Why can't I change this?" }));
    expect(screen.getByRole('dialog', { name: "Why can't I change this?" })).toHaveTextContent(
      'Nordic Home decides this for some parcels',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('at-the-door')).toHaveTextContent('Signature required');
  });

  it('explains an account that always delivers outside, with no in-person choice', () => {
    renderPreferences(unconfirmed({ account: { ...anOrder().account, alwaysDeliverOutside: true } }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/Nordic Home has all its parcels left outside the door/)).toBeInTheDocument();
    expect(screen.getByTestId('at-the-door')).toHaveTextContent('Left outside your door');
  });

  it('starts from confirmed choices, offering save and a way back', () => {
    renderPreferences(
      unconfirmed({
        hasConfirmedPreferences: true,
        deliveryPreferences: { deliveryPreference: 30, deliverInPerson: false, instructions: 'Blue door' },
      }),
    );
    expect(screen.getByRole('radio', { name: 'Ring the doorbell' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Instructions/ })).toHaveValue('Blue door');
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute(
      'href',
      '/TRK-7Q2M9X4KD8/en_GB',
    );
  });

  it('offers to skip unconfirmed preferences, keeping the order page from sending the recipient back', () => {
    renderPreferences(unconfirmed());
    expect(screen.getByRole('link', { name: 'Skip and continue to tracking' })).toHaveAttribute(
      'href',
      '/TRK-7Q2M9X4KD8/en_GB?__skip-pref__=1',
    );
  });
});

describe('PreferencesPage delivery day', () => {
  afterEach(() => vi.unstubAllGlobals());
  const offering = () => unconfirmed({ availableDeliveryDates: ['2026-03-04', '2026-03-06'] });

  it('comes back after a failed attempt where days are offered, focused on the day choice', () => {
    renderPreferences({ ...offering(), statusCode: 92 }, `${PAGE}#delivery-day`);
    expect(screen.getByRole('group', { name: 'Delivery day' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm preferences' })).toBeInTheDocument();
  });

  it('stays read-only after a failed attempt with no days offered', () => {
    renderPreferences(unconfirmed({ statusCode: 92 }));
    expect(screen.getByTestId('preferences-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Delivery day' })).toBeNull();
  });

  it('offers a calendar only when the provider offers other days', () => {
    renderPreferences(unconfirmed());
    expect(screen.queryByRole('group', { name: 'Delivery day' })).not.toBeInTheDocument();
  });

  it('sends the chosen day with the preferences, and can go back to the planned day', async () => {
    const fetchMock = serviceAnswers(200, { status: 'OK', payload: offering() });
    renderPreferences(offering());
    const field = screen.getByRole('group', { name: 'Delivery day' });
    expect(within(field).getByRole('button', { name: /Thursday, 5 March 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(field).getByRole('button', { name: /Friday, 6 March 2026/ }));
    expect(within(field).getByRole('status')).toHaveTextContent('Your parcel comes on Fri, 6 Mar.');
    await userEvent.click(screen.getByRole('radio', { name: 'Ring the doorbell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm preferences' }));
    await screen.findByText(/order page, confirmed/);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      deliveryPreference: 30,
      deliveryDate: '2026-03-06',
    });
  });

  it('starts from the day chosen before, and offers the planned day back', async () => {
    renderPreferences({ ...offering(), deliveryDate: '2026-03-04' });
    const field = screen.getByRole('group', { name: 'Delivery day' });
    expect(within(field).getByRole('button', { name: /Wednesday, 4 March 2026/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
    await userEvent.click(within(field).getByRole('button', { name: 'Keep the planned day' }));
    expect(within(field).getByRole('status')).toHaveTextContent('');
  });

  it("shows the service's refusal of a day by the calendar", async () => {
    serviceAnswers(400, {
      message: 'Invalid request',
      errors: [{ key: 'deliveryDate', message: 'Must be one of the offered delivery days' }],
    });
    renderPreferences(offering());
    await userEvent.click(screen.getByRole('button', { name: /Friday, 6 March 2026/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ring the doorbell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm preferences' }));
    expect(
      await screen.findByText("That day can't be chosen any more. Please choose another one."),
    ).toBeVisible();
  });
});
