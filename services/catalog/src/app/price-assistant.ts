import { randomUUID } from 'node:crypto';
import { MESSAGES, priceAssistantSchema, toMajor, type PriceAssistantReply, type PriceGuidance } from '@consign/contracts';
import { parseInput, type AccessClaims, type Db } from '@consign/kit';
import { soldExamples } from '../db/products.repo';
import { priceGuidance } from '../domain/price-guidance';
import { trainPriceModel, type Attractiveness, type PriceModel } from '../domain/price-prediction';
import { organizationContext } from './organization-context';
import { readableProduct } from './product-queries';

/**
 * The form asks again at every keystroke (debounced 500 ms): one organization's model is trained once
 * and reused for a minute, so a sale shows in suggestions within that time.
 */
const MODEL_TTL_MS = 60_000;
const models = new Map<string, { at: number; model: Promise<PriceModel> }>();

function modelOf(db: Db, orgId: string): Promise<PriceModel> {
  const cached = models.get(orgId);
  if (cached && Date.now() - cached.at < MODEL_TTL_MS) return cached.model;
  const model = soldExamples(db, orgId).then((rows) =>
    trainPriceModel(rows.map((r) => ({ ...r, attractiveness: r.attractiveness as Attractiveness }))),
  );
  models.set(orgId, { at: Date.now(), model });
  model.catch(() => models.delete(orgId));
  return model;
}

/** POST /api/{org}/assistant. `threadId` names one product form's session of suggestions; a new one is made when missing. */
export async function predictPrice(db: Db, auth: AccessClaims, input: unknown): Promise<PriceAssistantReply> {
  const q = parseInput(priceAssistantSchema, input);
  const threadId = q.threadId ?? randomUUID();
  const [model, org] = await Promise.all([modelOf(db, auth.org), organizationContext(db, auth.org)]);
  const prediction = model.predict(q);
  if (!prediction) return { predictedPrice: null, threadId, error: MESSAGES.products.failedPrediction, basis: null };
  const major = (minor: number) => toMajor(minor, org.fractionDigits);
  return {
    predictedPrice: major(prediction.predictedPrice),
    threadId,
    error: null,
    basis: {
      comparableSales: prediction.basis.comparableSales,
      level: prediction.basis.level,
      low: major(prediction.basis.low),
      high: major(prediction.basis.high),
    },
  };
}

/** GET /api/{org}/products/{id}/guidance: what similar items sold for and how fast, or null when the basis is thin. */
export async function readPriceGuidance(db: Db, auth: AccessClaims, id: string): Promise<PriceGuidance | null> {
  const item = await readableProduct(db, auth, id);
  const [model, sold, org] = await Promise.all([modelOf(db, auth.org), soldExamples(db, auth.org), organizationContext(db, auth.org)]);
  const query = { brand: item.brand_name, category: item.category, material: item.material };
  const guidance = priceGuidance(model.predict({ ...query, attractiveness: item.attractiveness as Attractiveness }), query, sold);
  if (!guidance) return null;
  return { ...guidance, low: toMajor(guidance.low, org.fractionDigits), high: toMajor(guidance.high, org.fractionDigits) };
}
