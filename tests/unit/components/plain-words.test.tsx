// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rentalFacts, SellerCard } from '../../../components/entities/MarketplaceCards';

afterEach(cleanup);

const longDay = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

describe('a seller', () => {
  it('joined on a day: the date in words, never a made-up midnight time', () => {
    render(<SellerCard seller={{ id: '77', name: 'Ann', badges: [], joined: '2016-06-04T00:00:00.000Z' }} />);
    const card = screen.getByRole('article', { name: 'Seller' });
    const day = within(card).getByText(longDay('2016-06-04T00:00:00Z'));
    expect(day.tagName).toBe('TIME');
    expect(day.getAttribute('datetime')).toBe('2016-06-04');
    expect(card.textContent).not.toMatch(/12:00|AM|PM|00:00/);
  });
});

describe('a rental', () => {
  it("reads its monthly rent in the answer's currency", () => {
    const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(2085);
    expect(rentalFacts({ id: '1', bedrooms: 2, pricePerMonth: 2085, price: { amount: 2085, currency: 'USD' } })).toBe(`2 bed · ${usd} a month`);
  });

  it('invents no currency when the answer names none', () => {
    expect(rentalFacts({ id: '1', pricePerMonth: 2085 })).toBe(`${new Intl.NumberFormat().format(2085)} a month`);
  });
});
