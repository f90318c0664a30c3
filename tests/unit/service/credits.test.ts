import { describe, expect, it } from 'vitest';
import { checkedCharge, creditCount } from '../../../lib/service/credits';
import { readCredits } from '../../../lib/service/client';

const headers = (charged: string, remaining: string) => new Headers({ 'X-Service-Credits-Deducted': charged, 'X-Service-Credits-Remaining': remaining });

describe("the service's credit figures are checked before they become money", () => {
  it('a count of credits is a non-negative number below 10^12, as a number or numeric text', () => {
    expect([0, 1, 5, '7', ' 12 ', '2.5'].map(creditCount)).toEqual([0, 1, 5, 7, 12, 2.5]);
    expect([-3, '-3', 'abc', '1e3', NaN, Infinity, 1e12, '99999999999999', null, {}, '', '0x10'].map(creditCount)).toEqual(Array(12).fill(undefined));
  });

  it('a negative or non-numeric header is reported, never taken as a charge or a balance', () => {
    expect(readCredits(undefined, headers('-3', '-3'))).toEqual({ creditsReported: { charged: '-3', remaining: '-3' } });
    expect(readCredits(undefined, headers('lots', 'none left'))).toEqual({ creditsReported: { charged: 'lots', remaining: 'none left' } });
    // meta first; a figure that fails there gives way to a header that holds.
    expect(readCredits({ meta: { creditsCharged: -1, creditsRemaining: 150 } }, headers('1', '9'))).toEqual({ creditsCharged: 1, creditsRemaining: 150 });
    expect(readCredits(undefined, headers('1', '149'))).toEqual({ creditsCharged: 1, creditsRemaining: 149 });
  });

  it('a charge far above the price is recorded at the price, with the figure beside it', () => {
    expect(checkedCharge(1_000_000_000, undefined, 1)).toEqual({ credits: 1, reported: '1000000000' });
    expect(checkedCharge(50, undefined, 5)).toEqual({ credits: 50 });
    expect(checkedCharge(51, undefined, 5)).toEqual({ credits: 5, reported: '51' });
    expect(checkedCharge(undefined, '-3', 1)).toEqual({ credits: 1, reported: '-3' });
    expect(checkedCharge(undefined, undefined, 2)).toEqual({ credits: 2 });
    expect(checkedCharge(0, undefined, 1)).toEqual({ credits: 0 });
  });
});
