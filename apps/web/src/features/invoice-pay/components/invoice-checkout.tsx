import { useEffect, useMemo } from 'react';
import type { PayInvoiceRequest, PublicInvoice } from '@malipo/contracts/invoice-payments';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { CheckoutColumns } from '@/features/checkout/components/checkout-columns';
import { DetailsStep } from '@/features/checkout/components/details-step';
import { NoMethodNotice } from '@/features/checkout/components/no-method-notice';
import { PageHead } from '@/features/checkout/components/page-head';
import { PayerFields } from '@/features/checkout/components/payer-fields';
import { PaymentPhaseView } from '@/features/checkout/components/payment-phase-view';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { usePaymentForm } from '@/features/checkout/hooks/use-payment-form';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { offeredMethods } from '@/features/checkout/lib/offered-methods';
import { payAttemptStorageKey, type PayTarget } from '@/features/checkout/lib/pay-attempt';
import { usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';
import { payInvoice } from '../api/pay-invoice';
import { useInvoiceAmount } from '../hooks/use-invoice-amount';
import { InvoiceMethodStep } from './invoice-method-step';
import { InvoicePaidView } from './invoice-paid-view';
import { InvoiceSummary } from './invoice-summary';

/** Step 2's heading for each method. */
const DETAILS_HEADINGS = {
  card: 'invoice:details.withCard',
  mobile: 'invoice:details.withMobileMoney',
  bank: 'invoice:details.withBankTransfer',
} as const;

/**
 * Paying an open or partially paid invoice (docs/invoices.md#payments): the invoice beside step 1
 * (the amount when it may be paid in part, then Card, Mobile or Bank transfer — those the page
 * offers, docs/providers.md#routing) and step 2 (name and email, filled in with the customer
 * billed's, the method's fields, Pay), then the
 * payment's progress and 'Payment received'. `onPaid` runs once a payment succeeds, so the page
 * reads the invoice again. On a payer page the amount, the method, a refused post and the payment
 * start from the page (docs/architecture.md#payer-pages item 5), so every step works without JavaScript.
 */
export function InvoiceCheckout({ data, onPaid }: { data: PublicInvoice; onPaid: () => void }) {
  const { invoice, merchant, paymentMethods } = data;
  const methods = useMemo(() => offeredMethods(paymentMethods), [paymentMethods]);
  const { t, money } = useI18n();
  const target = useMemo<PayTarget<PayInvoiceRequest>>(
    () => ({
      storageKey: payAttemptStorageKey('invoice', invoice.id),
      send: (request, key) => payInvoice(invoice.id, request, key),
    }),
    [invoice.id],
  );
  const checkout = useCheckout(target, { methods });
  const { state } = checkout;
  // The customer billed usually pays: their name and email start filled in.
  const form = usePaymentForm(checkout, {
    currency: invoice.currency,
    paymentMethods,
    mode: merchant.mode,
    knownPayer: { name: invoice.customer.name, email: invoice.customer.email ?? '' },
  });
  const page = usePayerPage();
  const amount = useInvoiceAmount(invoice);
  const { amountMinor } = amount;
  const dueText = money(invoice.amountDueMinor, invoice.currency);

  const succeededId = state.phase.kind === 'succeeded' ? state.phase.payment.id : null;
  useEffect(() => {
    if (succeededId) onPaid();
  }, [succeededId, onPaid]);

  const chooseMethod = (method: PayMethod) => {
    amount.confirm();
    if (amountMinor !== null) checkout.chooseMethod(method);
  };

  const onSubmit = () => {
    if (state.isSubmitting || amountMinor === null) return;
    const buildPaymentMethod = form.prepare();
    if (!buildPaymentMethod) return;
    void checkout.submit(async () => ({
      payer: form.payerInput(),
      amountMinor,
      paymentMethod: await buildPaymentMethod(),
    }));
  };

  const renderForm = () =>
    methods.length === 0 ? (
      <NoMethodNotice currency={invoice.currency} merchantName={merchant.businessName} />
    ) : state.method === null || amountMinor === null || amount.isRefused ? (
      <InvoiceMethodStep
        methods={methods}
        currency={invoice.currency}
        dueText={dueText}
        amount={invoice.allowPartialPayment ? amount : null}
        // A refused amount's message is beside the amount; any other refusal shows above the methods.
        banner={amount.isRefused ? null : state.banner}
        onChooseMethod={chooseMethod}
      />
    ) : (
      <DetailsStep
        heading={t(DETAILS_HEADINGS[state.method])}
        submitLabel={t('invoice:details.submit', { amount: money(amountMinor, invoice.currency) })}
        state={{ ...state, method: state.method }}
        form={form}
        onSubmit={onSubmit}
        onBack={checkout.backToStep1}
        backQuery={invoice.allowPartialPayment ? { amount: amount.text } : {}}
        payerFields={
          <PayerFields form={form} errors={state.errors} isDisabled={state.isSubmitting}>
            {page?.formKey && (
              <>
                <input type="hidden" name="amountMinor" value={String(amountMinor)} />
                {invoice.allowPartialPayment && <input type="hidden" name="amount" value={amount.text} />}
              </>
            )}
          </PayerFields>
        }
      />
    );

  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead
        title={t('invoice:page.documentTitle', { number: invoice.number, merchant: merchant.businessName })}
      />
      <CheckoutColumns summary={<InvoiceSummary data={data} />} label={t('invoice:page.region')}>
        <PaymentPhaseView
          checkout={checkout}
          onTryAgain={form.resetCard}
          renderForm={renderForm}
          renderSuccess={(payment) => <InvoicePaidView invoice={invoice} payment={payment} />}
        />
      </CheckoutColumns>
    </CheckoutFrame>
  );
}
