import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  deliveriesApi,
  useConfirmDeliveryMutation,
  useReleasePendingDeliveryMutation,
  useReserveDeliveryMutation,
} from '../../../api/deliveries.api';
import type { AppDispatch } from '../../../app/store';
import { useNotify } from '../../../components/notify';
import type { SessionState } from '../../../api/session.slice';

export interface PendingDelivery {
  id: string;
  /** The seller it was reserved for: another seller chosen in the form needs a reservation of their own. */
  sellerId: string;
  storeId: string;
  at: string;
}

/**
 * The reservation behind a picked slot (SPEC §4): a pick re-checks the slot and reserves it as a
 * pending delivery, another pick cancels the earlier one, confirm makes it final, and closing the
 * form, leaving the page or closing the tab cancels what was not confirmed.
 */
export function usePendingDelivery() {
  const { t } = useTranslation(['deliveries', 'messages']);
  const notify = useNotify();
  const dispatch = useDispatch<AppDispatch>();
  const session = useSelector((state: { session: SessionState }) => state.session);
  const [reserve, { isLoading: reserving }] = useReserveDeliveryMutation();
  const [confirmDelivery, { isLoading: confirming }] = useConfirmDeliveryMutation();
  const [releasePending] = useReleasePendingDeliveryMutation();
  const [pending, setPending] = useState<PendingDelivery | null>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const pendingRef = useRef<PendingDelivery | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const track = useCallback((next: PendingDelivery | null) => {
    pendingRef.current = next;
    setPending(next);
  }, []);

  const release = useCallback(async () => {
    const current = pendingRef.current;
    if (!current) return;
    track(null);
    // Best effort: an abandoned reservation also lapses on the server.
    await releasePending(current.id)
      .unwrap()
      .catch(() => undefined);
  }, [releasePending, track]);

  const markGone = useCallback(
    (at: string) => {
      setGone((prev) => new Set(prev).add(at));
      notify.error(undefined, t('messages:deliveries.slotNoLongerAvailable'));
    },
    [notify, t],
  );

  /** Re-checks and reserves a slot; resolves to whether it is now held. */
  const pick = useCallback(
    async ({ sellerId, storeId, date, at }: { sellerId: string; storeId: string; date: string; at: string }) => {
      await release();
      const fresh = await dispatch(
        deliveriesApi.endpoints.getDeliverySlots.initiate({ storeId, date }, { forceRefetch: true, subscribe: false }),
      );
      if (fresh.error || !fresh.data) {
        notify.error(fresh.error, t('messages:deliveries.failedToReserve'));
        return false;
      }
      if (!fresh.data.some((slot) => slot.from === at)) {
        markGone(at);
        return false;
      }
      try {
        const { id } = await reserve({ sellerId, storeId, at, idempotencyKey: crypto.randomUUID() }).unwrap();
        track({ id, sellerId, storeId, at });
        return true;
      } catch (error) {
        if ((error as { status?: unknown }).status === 409) markGone(at);
        else notify.error(error, t('messages:deliveries.failedToCreatePending'));
        return false;
      }
    },
    [dispatch, markGone, notify, release, reserve, track, t],
  );

  /** Confirms the reservation for the seller and store the form shows now. */
  const confirm = useCallback(
    async ({ sellerId, storeId }: { sellerId: string; storeId: string }) => {
      const current = pendingRef.current;
      if (!current) return false;
      try {
        await confirmDelivery({ id: current.id, sellerId, storeId }).unwrap();
        track(null);
        notify.success(t('messages:deliveries.scheduled'));
        return true;
      } catch (error) {
        notify.error(error, t('messages:deliveries.failedToConfirm'));
        return false;
      }
    },
    [confirmDelivery, notify, track, t],
  );

  // Leaving the form (unmount) or the page (tab closed, reload) frees the slot; for the page the only
  // way is a request that outlives it (keepalive), best effort.
  useEffect(() => {
    const onPageHide = () => {
      const current = pendingRef.current;
      const { accessToken, user } = sessionRef.current;
      if (!current || !user) return;
      pendingRef.current = null;
      void fetch(`/api/${encodeURIComponent(user.orgSlug)}/deliveries/${encodeURIComponent(current.id)}`, {
        method: 'DELETE',
        keepalive: true,
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void release();
    };
  }, [release]);

  return { pending, gone, reserving, confirming, pick, confirm, release };
}
