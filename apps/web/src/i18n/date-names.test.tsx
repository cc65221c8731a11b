import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateNames, loadDateNames } from './date-names';

describe('DateNames', () => {
  it('gives the same load for the same locale, so a suspended render waits on one promise', () => {
    expect(loadDateNames('lv_LV')).toBe(loadDateNames('lv_LV'));
  });

  it('renders its children at once when the names are there', () => {
    render(
      <DateNames locale="et_EE">
        <p>Neljapäev</p>
      </DateNames>,
    );
    expect(screen.getByText('Neljapäev')).toBeInTheDocument();
  });
});
