import type { Attractiveness } from '@consign/contracts';
import { useEffect, useRef, useState } from 'react';
import { usePredictPriceMutation } from '../../api/products.api';
import { useDebounced } from '../../components/use-debounced';
import { i18n } from '../../i18n';

/** SPEC §9: the price is predicted 500 ms after the last change of brand, category, material or attractiveness. */
export const PRICE_PREDICTION_DEBOUNCE_MS = 500;

export interface PredictionInput {
  brand?: string;
  category?: string;
  material?: string;
  attractiveness?: Attractiveness;
}

/**
 * Asks the assistant for a price whenever the inputs settle, and hands it to `apply` unless the user
 * has typed a price themselves. Returns the last prediction and its failure text.
 */
export function usePricePrediction(input: PredictionInput, priceEdited: boolean, apply: (price: number) => void) {
  const [predict, { isLoading }] = usePredictPriceMutation();
  const [predicted, setPredicted] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const threadId = useRef<string | undefined>(undefined);
  const key = useDebounced(JSON.stringify(input), PRICE_PREDICTION_DEBOUNCE_MS);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    const settled = JSON.parse(key) as PredictionInput;
    if (priceEdited || !(settled.brand || settled.category || settled.material)) return;
    let current = true;
    void predict({ ...settled, threadId: threadId.current }).then((result) => {
      if (!current) return;
      const reply = 'data' in result ? result.data : undefined;
      if (reply?.threadId) threadId.current = reply.threadId;
      if (!reply || reply.error || reply.predictedPrice === null || reply.predictedPrice === undefined) {
        setFailure(i18n.t('messages:products.failedPrediction'));
        return;
      }
      setFailure(undefined);
      setPredicted(reply.predictedPrice);
      applyRef.current(reply.predictedPrice);
    });
    return () => {
      current = false;
    };
  }, [key, priceEdited, predict]);

  return { predicted, failure, predicting: isLoading };
}
