import type { Config } from '../config';
import { handmadeEmbedder, type ImageEmbedder } from '../domain/image-embedding';

/** How long classification waits for a hosted vision model before the request fails. */
const HOSTED_TIMEOUT_MS = 10_000;

/**
 * A hosted vision model behind IMAGE_EMBEDDING_URL: POST {image: base64} → {vector: number[]}. Its vectors
 * are stored under their own provider name, so switching providers never mixes incomparable vectors.
 */
export function hostedEmbedder(url: string): ImageEmbedder {
  return {
    provider: `hosted:${new URL(url).host}`,
    async embed(image) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ image: image.toString('base64') }),
        signal: AbortSignal.timeout(HOSTED_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`image embedding service answered ${res.status}`);
      const { vector } = (await res.json()) as { vector?: unknown };
      if (!Array.isArray(vector) || !vector.every((v) => typeof v === 'number')) throw new Error('image embedding service sent no vector');
      return vector as number[];
    },
  };
}

/** The hand-made features by default; a hosted model when IMAGE_EMBEDDING_URL is configured. */
export function embedderFor(config: Pick<Config, 'IMAGE_EMBEDDING_URL'>): ImageEmbedder {
  return config.IMAGE_EMBEDDING_URL ? hostedEmbedder(config.IMAGE_EMBEDDING_URL) : handmadeEmbedder;
}
