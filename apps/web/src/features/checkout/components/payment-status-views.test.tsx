import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createTranslator } from '@malipo/contracts/i18n/compile-messages';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import { cardPayment, PUBLIC_LINK } from '@/test/checkout-fixtures';
import { phaseForPayment } from '../lib/checkout-state';
import { CheckoutFrame } from './checkout-frame';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { LinkUnavailableView } from './link-unavailable-view';
import { PageHeadCollector, type CollectedHead } from './page-head';
import { ApprovalView, ConfirmingView, FailureView } from './payment-status-views';
import { SuccessView } from './success-view';

describe('payment status views', () => {
  it("shows a known failure code's reason in the page's language, else the server's message", () => {
    const { unmount } = renderOnPayerPage(
      <FailureView
        failure={{ code: 'card_declined', message: 'Your card was declined.' }}
        method="card"
        onTryAgain={vi.fn()}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { name: 'Échec du paiement' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Votre carte a été refusée.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    unmount();

    renderOnPayerPage(
      <FailureView
        failure={{ code: 'do_not_honor', message: 'The issuer refused.' }}
        method="card"
        onTryAgain={vi.fn()}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('alert').textContent).toBe('The issuer refused.');
  });

  it("shows the catalogue's reason for a wrong mobile money PIN, not the provider's words, in French and English", () => {
    const failure = { code: 'mobile_money_wrong_pin', message: 'The M-Pesa PIN was wrong.' };
    const { unmount } = renderOnPayerPage(
      <FailureView failure={failure} method="mobile" onTryAgain={vi.fn()} />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Le code PIN saisi est incorrect. Réessayez avec le bon code PIN.',
    );
    unmount();

    renderOnPayerPage(<FailureView failure={failure} method="mobile" onTryAgain={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The PIN entered was wrong. Try again with the right PIN.',
    );
  });

  it('says why a bank transfer failed, and what arrived of one that came short, in French too', () => {
    const { unmount } = renderOnPayerPage(
      <FailureView
        failure={{
          code: 'underpaid',
          message: 'Only $80.00 of $100.00 arrived.',
          mismatch: { expectedMinor: 10_000, receivedMinor: 8_000, currency: 'USD' },
        }}
        method="bank"
        onTryAgain={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Less than the amount asked arrived, so the payment did not go through. The merchant will return what was received.' +
        'Received $80.00 of $100.00.',
    );
    unmount();

    const second = renderOnPayerPage(
      <FailureView
        failure={{
          code: 'underpaid',
          message: 'Only $80.00 of $100.00 arrived.',
          mismatch: { expectedMinor: 10_000, receivedMinor: 8_000, currency: 'USD' },
        }}
        method="bank"
        onTryAgain={vi.fn()}
      />,
      { locale: 'fr' },
    );
    const [received, expected] = [8_000, 10_000].map((minor) => formatMoneyForLocale(minor, 'USD', 'fr'));
    expect(screen.getByRole('alert').lastElementChild?.textContent).toBe(`Reçu ${received} sur ${expected}.`);
    second.unmount();

    renderOnPayerPage(
      <FailureView
        failure={{ code: 'bank_transfer_expired', message: 'The account expired.' }}
        method="bank"
        onTryAgain={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'No transfer arrived before the account expired. Nothing was paid.',
    );
  });

  it('says what an overpaid transfer paid, in the success view', () => {
    const payment = {
      ...cardPayment('succeeded'),
      amountMinor: 12_000,
      paymentMethod: { type: 'bank_transfer' as const },
      transferMismatch: { expectedMinor: 10_000, receivedMinor: 12_000 },
    };
    const { unmount } = renderOnPayerPage(<SuccessView link={PUBLIC_LINK.link} payment={payment} />);
    expect(screen.getByText('You sent $120.00 for a payment of $100.00.')).toBeTruthy();
    expect(screen.getByText('Amount paid').nextElementSibling?.textContent).toBe('$120.00');
    unmount();

    renderOnPayerPage(<SuccessView link={PUBLIC_LINK.link} payment={payment} />, { locale: 'fr' });
    const [received, expected] = [12_000, 10_000].map((minor) => formatMoneyForLocale(minor, 'USD', 'fr'));
    expect(screen.getByText(/^Vous avez envoyé/).textContent).toBe(
      `Vous avez envoyé ${received} pour un paiement de ${expected}.`,
    );
  });

  it('shows the message of a failure without a code as it is', () => {
    renderOnPayerPage(
      <FailureView failure={{ message: 'Something else.' }} method={null} onTryAgain={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Something else.');
  });

  it('sets the masked phone in bold inside the translated sentence', () => {
    renderOnPayerPage(<ApprovalView phoneMasked="+250 ••• ••• 456" />, { locale: 'fr' });
    const phone = screen.getByText('+250 ••• ••• 456');
    expect(phone.className).toContain('font-semibold');
    expect(phone.parentElement?.textContent).toBe(
      'Nous avons envoyé une demande de paiement au +250 ••• ••• 456. Saisissez votre code PIN Mobile Money sur votre téléphone pour la valider.',
    );
  });

  describe("the operator's prompt while mobile money waits for approval", () => {
    const merchant = { ...PUBLIC_LINK.merchant, businessName: 'Nyungwe Crafts' };
    const payment = cardPayment('requires_action', {
      amountMinor: 150_000,
      currency: 'KES',
      paymentMethod: { type: 'mobile_money', provider: 'mpesa', phoneMasked: '+254 ••• ••• 678' },
      nextAction: { type: 'mobile_money_approval', phoneMasked: '+254 ••• ••• 678' },
    });
    const approvalOf = () => {
      const phase = phaseForPayment(payment, createTranslator('en'));
      if (phase.kind !== 'approval') throw new Error(`expected approval, got ${phase.kind}`);
      return <ApprovalView phoneMasked={phase.phoneMasked} prompt={phase.prompt} />;
    };
    /** The paragraph whose whole text is `text`, exactly (no white space normalised). */
    const paragraph = (text: string) =>
      screen.queryAllByText((_, element) => element?.tagName === 'P' && element.textContent === text);

    it('names the provider, the amount and the business, and keeps the masked number', () => {
      renderOnPayerPage(<CheckoutFrame merchant={merchant}>{approvalOf()}</CheckoutFrame>);
      // The page's money formatter writes KES amounts as formatMoney does (docs/i18n.md#formatting).
      const amount = formatMoneyForLocale(150_000, 'KES', 'en');
      expect(amount).toBe('KES1,500.00');
      expect(
        paragraph(`Check your phone: enter your M-Pesa PIN to pay ${amount} to Nyungwe Crafts.`),
      ).toHaveLength(1);
      expect(screen.getByText('+254 ••• ••• 678').parentElement?.textContent).toBe(
        'We sent a payment request to +254 ••• ••• 678. Enter your mobile money PIN on your phone to approve it.',
      );
    });

    it('says it in French, with the amount as French writes it', () => {
      renderOnPayerPage(<CheckoutFrame merchant={merchant}>{approvalOf()}</CheckoutFrame>, {
        locale: 'fr',
      });
      const amount = formatMoneyForLocale(150_000, 'KES', 'fr');
      expect(amount).toBe('1\u202f500,00\u00a0KES');
      expect(
        paragraph(
          `Vérifiez votre téléphone : saisissez votre code PIN M-Pesa pour payer ${amount} à Nyungwe Crafts.`,
        ),
      ).toHaveLength(1);
    });

    it('names each provider as the payer knows it', () => {
      const airtel = { provider: 'airtel', amountMinor: 5_000, currency: 'RWF' };
      renderOnPayerPage(
        <CheckoutFrame merchant={merchant}>
          <ApprovalView phoneMasked="+250 ••• ••• 456" prompt={airtel} />
        </CheckoutFrame>,
      );
      const amount = formatMoneyForLocale(5_000, 'RWF', 'en');
      expect(
        paragraph(`Check your phone: enter your Airtel Money PIN to pay ${amount} to Nyungwe Crafts.`),
      ).toHaveLength(1);
    });

    it('leaves the prompt out when the business or the provider is not known', () => {
      const { container, unmount } = renderOnPayerPage(approvalOf());
      expect(container.textContent).not.toContain('Check your phone');
      unmount();
      const unknown = { provider: 'orange', amountMinor: 5_000, currency: 'XOF' };
      const other = renderOnPayerPage(
        <CheckoutFrame merchant={merchant}>
          <ApprovalView phoneMasked="+225 ••• ••• 456" prompt={unknown} />
        </CheckoutFrame>,
      );
      expect(other.container.textContent).not.toContain('Check your phone');
    });
  });

  it('waits for a payment finished on the provider’s page and, without JavaScript, asks for the page again', () => {
    const head: CollectedHead = {};
    renderOnPayerPage(
      <PageHeadCollector.Provider value={head}>
        <ConfirmingView url="https://checkout.flutterwave.test/pay/abc" />
      </PageHeadCollector.Provider>,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { name: 'Confirmation de votre paiement…' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Continuer vers la page de paiement sécurisée' }).getAttribute('href'),
    ).toBe('https://checkout.flutterwave.test/pay/abc');
    expect(head.refresh).toEqual({ afterSeconds: 3, url: null });
  });

  it('says in French that a payment succeeded, with the amount in French', () => {
    renderOnPayerPage(
      <SuccessView link={PUBLIC_LINK.link} payment={{ ...cardPayment('succeeded'), receiptId: 're_01' }} />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { name: 'Paiement réussi !' })).toBeTruthy();
    expect(screen.getByText('Montant payé').nextElementSibling?.textContent).toBe(
      formatMoneyForLocale(10_000, 'USD', 'fr'),
    );
    expect(screen.getByRole('link', { name: 'Voir le reçu' }).getAttribute('href')).toBe('/receipts/re_01');
    // The link's default thank-you message, which its merchant did not write, is said in French.
    expect(screen.getByText('Merci pour votre paiement !')).toBeTruthy();
  });

  it('shows a thank-you message the merchant wrote as it is, in any language', () => {
    const link = { ...PUBLIC_LINK.link, thankYouMessage: 'Asante sana!' };
    renderOnPayerPage(<SuccessView link={link} payment={cardPayment('succeeded')} />, { locale: 'fr' });
    expect(screen.getByText('Asante sana!')).toBeTruthy();
  });

  it('names what cannot be paid and why', () => {
    const { unmount } = renderOnPayerPage(
      <LinkUnavailableView kind="donation" reason="paused" merchant={null} />,
    );
    expect(
      screen.getByRole('heading', { name: 'This donation link is not accepting donations right now' }),
    ).toBeTruthy();
    unmount();

    renderOnPayerPage(<LinkUnavailableView kind="catalogue" reason="not_found" merchant={null} />, {
      locale: 'fr',
    });
    expect(screen.getByRole('heading', { name: 'Catalogue introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });
});
