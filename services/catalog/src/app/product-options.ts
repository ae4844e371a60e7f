import { AppError, OPTION_KINDS, productOptionsReplaceSchema, type OptionKind, type ProductConfig, apiMessage } from '@consign/contracts';
import { parseInput, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { claimOptionSeed, listOptions, replaceOptions } from '../db/product-options.repo';
import { DEFAULT_OPTIONS, slugify } from '../domain/default-options';

/** The organization's option lists; the first read seeds the defaults. */
export async function readProductConfig(db: Db, orgId: string): Promise<ProductConfig> {
  const lists = await listOptions(db, orgId);
  if (OPTION_KINDS.some((k) => lists[k].length)) return lists;
  await withTransaction(db, async (trx) => {
    if (!(await claimOptionSeed(trx, orgId))) return;
    for (const kind of OPTION_KINDS)
      await replaceOptions(
        trx,
        orgId,
        kind,
        DEFAULT_OPTIONS[kind].map((name) => ({ name, slug: slugify(name) })),
      );
  });
  return listOptions(db, orgId);
}

export async function replaceProductOptions(db: Db, auth: AccessClaims, kind: string, input: unknown): Promise<ProductConfig> {
  if (!(OPTION_KINDS as readonly string[]).includes(kind))
    throw AppError.notFound(apiMessage('rules.products.unknownOptionList', { kind }));
  const { options } = parseInput(productOptionsReplaceSchema, input);
  const seen = new Set<string>();
  const unique = options.map((o) => ({ ...o, slug: slugify(o.name) })).filter((o) => (seen.has(o.slug) ? false : (seen.add(o.slug), true)));
  await withTransaction(db, async (trx) => {
    await claimOptionSeed(trx, auth.org);
    await replaceOptions(trx, auth.org, kind as OptionKind, unique);
  });
  return listOptions(db, auth.org);
}
