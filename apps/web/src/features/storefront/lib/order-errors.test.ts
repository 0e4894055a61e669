import { describe, expect, it } from 'vitest';
import { compileMessages } from '@malipo/contracts/i18n/compile-messages';
import { translatorFor } from '@malipo/contracts/i18n/translator';
import { ApiError } from '@/lib/api-client';
import { catalogueChangedError } from './order-errors';

const french = translatorFor('fr', compileMessages('fr', ['storefront']));

describe('catalogueChangedError', () => {
  it('tells the payer, in their language, to review an order the catalogue changed under', () => {
    expect(catalogueChangedError(new ApiError(422, 'price_mismatch', 'changed'), french)?.message).toBe(
      'Les prix ont changé. Vérifiez votre commande.',
    );
    const soldOut = catalogueChangedError(new ApiError(422, 'item_out_of_stock', 'gone'), french);
    expect(soldOut).toMatchObject({ status: 422, code: 'item_out_of_stock' });
    expect(soldOut?.message).toBe('Certains articles ne sont plus en stock. Vérifiez votre commande.');
  });

  it('leaves other errors alone', () => {
    expect(catalogueChangedError(new ApiError(422, 'validation_error', 'bad'), french)).toBeNull();
    expect(catalogueChangedError(new Error('offline'), french)).toBeNull();
  });
});
