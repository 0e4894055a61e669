import { describe, expect, it } from 'vitest';
import { endpointFieldFor, validateEndpointForm } from './endpoint-form';

const valid = { url: ' https://shop.example.com/hooks ', description: '', isAllEvents: true, eventTypes: [] };

describe('the add-endpoint form rules', () => {
  it('sends an empty event list for All events, trimmed', () => {
    expect(validateEndpointForm(valid)).toEqual({
      request: { url: 'https://shop.example.com/hooks', description: '', eventTypes: [] },
    });
  });

  it('refuses a URL that is not http(s), with the API message', () => {
    expect(validateEndpointForm({ ...valid, url: 'ftp://shop.example.com' })).toEqual({
      errors: { url: 'Enter an http:// or https:// URL' },
    });
    expect(validateEndpointForm({ ...valid, url: '' })).toEqual({
      errors: { url: 'Enter the endpoint URL' },
    });
  });

  it('asks for at least one event when All events is off', () => {
    expect(validateEndpointForm({ ...valid, isAllEvents: false })).toEqual({
      errors: { eventTypes: 'Choose at least one event, or All events' },
    });
    expect(validateEndpointForm({ ...valid, isAllEvents: false, eventTypes: ['payout.paid'] })).toMatchObject(
      {
        request: { eventTypes: ['payout.paid'] },
      },
    );
  });

  it('maps API field paths to form fields', () => {
    expect(endpointFieldFor('eventTypes.2')).toBe('eventTypes');
    expect(endpointFieldFor('url')).toBe('url');
    expect(endpointFieldFor('secret')).toBeNull();
  });
});
