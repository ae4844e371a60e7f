import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutView } from '@consign/contracts';
import { useCreatePayoutMutation } from '../../api/payouts.api';
import { useNotify } from '../notify';
import type { PayoutFormValues } from './PayoutForm';

/** SPEC §8: 'Payout saved successfully', or 'Failed to save payout' with the server's reason or 'Please try again later.'. */
export function usePayoutToasts() {
  const { t } = useTranslation('messages');
  const notify = useNotify();
  return {
    saved: () => notify.success(t('payouts.saved')),
    failed: (error: unknown) => notify.failure(t('payouts.failedToSave'), error, t('payouts.tryAgainLater')),
  };
}

/** Creates a payout, with one Idempotency-Key per form: a double submit or a retry after a lost answer makes one payout. */
export function useCreatePayout() {
  const [create, { isLoading }] = useCreatePayoutMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const toasts = usePayoutToasts();
  const request = async (values: PayoutFormValues): Promise<PayoutView | undefined> => {
    try {
      const payout = await create({ ...values, idempotencyKey }).unwrap();
      toasts.saved();
      return payout;
    } catch (error) {
      toasts.failed(error);
      return undefined;
    }
  };
  return { request, isLoading };
}
