import { today, getLocalTimeZone } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/render';
import { Calendar, RangeCalendar, type DayRange } from './calendar';

const OFFERED = ['2026-03-02', '2026-03-04', '2026-04-01'];

function DeliveryDay({ initial = null }: { initial?: string | null }) {
  const [day, setDay] = useState<string | null>(initial);
  return (
    <I18nextProvider i18n={englishI18n()}>
      <Calendar label="Delivery day" locale="en_GB" availableDates={OFFERED} value={day} onChange={setDay} />
      <output>{day}</output>
    </I18nextProvider>
  );
}

const dayCell = (name: RegExp) => screen.getByRole('button', { name });

describe('Calendar', () => {
  it('starts the week on Monday: March 2026 begins on a Sunday, in the last column', () => {
    render(<DeliveryDay />);
    const grid = screen.getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    const firstWeek = within(grid).getAllByRole('row')[0];
    const cells = within(firstWeek as HTMLElement).getAllByRole('gridcell');
    expect(cells.at(-1)).toHaveTextContent('1');
    expect(within(grid).getByRole('button', { name: /Sunday, 1 March 2026/ })).toBeInTheDocument();
  });

  it('lets only the offered days be chosen', async () => {
    render(<DeliveryDay />);
    const notOffered = dayCell(/Tuesday, 3 March 2026/);
    expect(notOffered).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(notOffered);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(dayCell(/Wednesday, 4 March 2026/));
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-04');
    expect(dayCell(/Wednesday, 4 March 2026/)).toHaveAttribute('data-selected', 'true');
  });

  it('moves between months with the buttons, and not past the last offered day', async () => {
    render(<DeliveryDay initial="2026-03-02" />);
    expect(screen.getByRole('grid')).toHaveAccessibleName('Delivery day, March 2026');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid')).toHaveAccessibleName('Delivery day, April 2026');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(dayCell(/Wednesday, 1 April 2026/));
    expect(screen.getByRole('status')).toHaveTextContent('2026-04-01');
  });

  it('chooses with the keyboard: arrows skip nothing, Enter picks an offered day', async () => {
    render(<DeliveryDay initial="2026-03-02" />);
    // Past "Next month" (Previous is disabled: nothing is offered before March).
    await userEvent.tab();
    await userEvent.tab();
    expect(dayCell(/Monday, 2 March 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-04');
  });

  it('names months and weekdays in the page language, still starting on Monday', () => {
    const i18n = englishI18n();
    i18n.addResourceBundle('da_DK', 'translation', {
      calendar: { weekdays: { mo: 'ma', tu: 'ti', we: 'on', th: 'to', fr: 'fr', sa: 'lø', su: 'sø' } },
    });
    void i18n.changeLanguage('da_DK');
    render(
      <I18nextProvider i18n={i18n}>
        <Calendar
          label="Leveringsdag"
          locale="da_DK"
          availableDates={OFFERED}
          value={null}
          onChange={() => {}}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('marts 2026')).toBeVisible();
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent('ma');
    expect(dayCell(/søndag.* 1\. marts 2026/)).toBeInTheDocument();
  });

  it('shows an error under the month, read with the chosen day', () => {
    render(
      <I18nextProvider i18n={englishI18n()}>
        <Calendar
          label="Delivery day"
          locale="en_GB"
          availableDates={OFFERED}
          value="2026-03-04"
          onChange={() => {}}
          errorMessage="That day can't be chosen any more."
        />
      </I18nextProvider>,
    );
    expect(screen.getByText("That day can't be chosen any more.")).toBeVisible();
    expect(dayCell(/Wednesday, 4 March 2026/)).toHaveAccessibleDescription(
      "That day can't be chosen any more.",
    );
    expect(dayCell(/Wednesday, 4 March 2026/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks today', () => {
    render(
      <I18nextProvider i18n={englishI18n()}>
        <Calendar label="Any day" locale="en_GB" value={null} onChange={() => {}} />
      </I18nextProvider>,
    );
    const day = today(getLocalTimeZone()).day;
    const cell = screen.getAllByRole('button').find((button) => button.getAttribute('data-today') === 'true');
    expect(cell).toHaveTextContent(String(day));
  });

  describe("today is the delivery address's date, whatever the device's zone", () => {
    afterEach(() => vi.useRealTimers());
    // 4 March 2026 at 23:30 UTC: already the 5th in Kiritimati (UTC+14), still the 4th in Los Angeles.
    it.each([
      ['Pacific/Kiritimati', /Today, Thursday, 5 March 2026/],
      ['America/Los_Angeles', /Today, Wednesday, 4 March 2026/],
    ])('in %s', (timeZone, todayName) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T23:30:00Z') });
      render(
        <I18nextProvider i18n={englishI18n()}>
          <Calendar label="Any day" locale="en_GB" timeZone={timeZone} value={null} onChange={() => {}} />
        </I18nextProvider>,
      );
      const marked = screen.getAllByRole('button').filter((button) => button.hasAttribute('data-today'));
      expect(marked).toEqual([dayCell(todayName)]);
    });
  });
});

describe('RangeCalendar', () => {
  it('marks the first and last days of the range and the days between', async () => {
    function Range() {
      const [range, setRange] = useState<DayRange | null>({ start: '2026-03-09', end: '2026-03-12' });
      return (
        <I18nextProvider i18n={englishI18n()}>
          <RangeCalendar label="Away" locale="en_GB" value={range} onChange={setRange} />
        </I18nextProvider>
      );
    }
    render(<Range />);
    expect(dayCell(/Monday, 9 March 2026/)).toHaveAttribute('data-selection-start', 'true');
    expect(dayCell(/Thursday, 12 March 2026/)).toHaveAttribute('data-selection-end', 'true');
    const between = dayCell(/Tuesday, 10 March 2026/);
    expect(between).toHaveAttribute('data-selected', 'true');
    expect(between).not.toHaveAttribute('data-selection-start');
    await userEvent.click(dayCell(/Monday, 16 March 2026/));
    await userEvent.click(dayCell(/Wednesday, 18 March 2026/));
    expect(dayCell(/Monday, 16 March 2026/)).toHaveAttribute('data-selection-start', 'true');
    expect(dayCell(/Wednesday, 18 March 2026/)).toHaveAttribute('data-selection-end', 'true');
  });
});
