import { randomUUID } from 'node:crypto';
import type { OptionKind, ProductOption } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

interface OptionRow {
  id: string;
  kind: OptionKind;
  slug: string;
  name: string;
  keywords: string[];
}

export interface NewOption {
  slug: string;
  name: string;
  keywords?: string[];
}

/** Seeds the organization's lists once; returns false when they were seeded before (an emptied list stays empty). */
export async function claimOptionSeed(trx: Trx, orgId: string): Promise<boolean> {
  const inserted = await trx('product_option_seeds').insert({ org_id: orgId }).onConflict('org_id').ignore().returning('org_id');
  return inserted.length > 0;
}

export async function listOptions(db: Db | Trx, orgId: string): Promise<Record<OptionKind, ProductOption[]>> {
  const rows: OptionRow[] = await db('product_options').where({ org_id: orgId }).orderBy(['kind', 'position']);
  const lists: Record<OptionKind, ProductOption[]> = { brands: [], sizes: [], categories: [], colors: [], materials: [] };
  for (const r of rows)
    lists[r.kind].push({ id: r.id, name: r.name, slug: r.slug, ...(r.keywords.length ? { keywords: r.keywords } : {}) });
  return lists;
}

/** Replaces one list; an option that keeps its slug keeps its id. */
export async function replaceOptions(trx: Trx, orgId: string, kind: OptionKind, options: NewOption[]): Promise<void> {
  const existing: { id: string; slug: string }[] = await trx('product_options').where({ org_id: orgId, kind }).select('id', 'slug');
  const idBySlug = new Map(existing.map((o) => [o.slug, o.id]));
  await trx('product_options').where({ org_id: orgId, kind }).delete();
  if (!options.length) return;
  await trx('product_options').insert(
    options.map((o, position) => ({
      id: idBySlug.get(o.slug) ?? randomUUID(),
      org_id: orgId,
      kind,
      slug: o.slug,
      name: o.name,
      keywords: o.keywords ?? [],
      position,
    })),
  );
}
