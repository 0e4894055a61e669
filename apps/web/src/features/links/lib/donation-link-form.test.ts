import { describe, expect, it } from 'vitest';
import {
  EMPTY_DONATION_LINK_FORM,
  donationFormFieldForServerField,
  donationLinkFormSchema,
  toCreateDonationLinkRequest,
  type DonationLinkFormValues,
} from './donation-link-form';

const valid: DonationLinkFormValues = {
  ...EMPTY_DONATION_LINK_FORM,
  title: '  School library fund ',
  goal: '10.50',
};

function issuesOf(values: DonationLinkFormValues) {
  const result = donationLinkFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('donation link form', () => {
  it('converts a USD goal of 10.50 to 1050 minor units and defaults to USD', () => {
    expect(EMPTY_DONATION_LINK_FORM.currency).toBe('USD');
    expect(issuesOf(valid)).toEqual({});
    expect(toCreateDonationLinkRequest(valid)).toEqual({
      title: 'School library fund',
      description: '',
      goalMinor: 1050,
      currency: 'USD',
      thankYouMessage: '',
      redirectUrl: '',
    });
  });

  it('converts an RWF goal of 5000 to 5000 minor units (no decimals in RWF)', () => {
    const rwf = { ...valid, goal: '5,000', currency: 'RWF' as const };
    expect(toCreateDonationLinkRequest(rwf).goalMinor).toBe(5000);
    expect(issuesOf({ ...rwf, goal: '5000.5' })).toEqual({ goal: 'RWF amounts have no decimals' });
  });

  it('needs a title and a goal, and refuses what the API contract refuses', () => {
    expect(issuesOf({ ...valid, title: ' ', goal: '' })).toEqual({
      title: 'Title is required',
      goal: 'Goal is required',
    });
    expect(issuesOf({ ...valid, goal: '0' })).toEqual({ goal: 'Amount must be greater than 0' });
    expect(issuesOf({ ...valid, redirectUrl: 'javascript:alert(1)' })).toEqual({
      redirectUrl: 'Only http:// and https:// addresses are allowed',
    });
    expect(issuesOf({ ...valid, title: 'x'.repeat(121) })).toEqual({ title: 'Title is too long' });
  });

  it('maps the server’s field keys to the form’s fields', () => {
    expect(donationFormFieldForServerField('goalMinor')).toBe('goal');
    expect(donationFormFieldForServerField('title')).toBe('title');
    expect(donationFormFieldForServerField('merchantId')).toBeNull();
  });
});
