import {
  AppError,
  IMPORT_MESSAGES,
  SELLER_IMPORT_FIELDS,
  mapImportColumns,
  sellerCreateSchema,
  type ImportResult,
  type ImportRowError,
  type SellerCreate,
} from '@consign/contracts';
import { pgErrorCode, withTransaction, type CsvTable, type Db, type ImportOptions } from '@consign/kit';
import { findSellersByIds, type SellerRow } from '../db/sellers.repo';
import { findOrgAccountsByEmails } from '../db/users.repo';
import { emailTaken } from './accounts';
import { insertSellerWithLogin, insertSellersWithLogins, writeSellerChanges } from './sellers';

/** Rows written per transaction: large enough for 10,000 rows in seconds, small enough to keep locks short. */
const PAGE = 200;
const PREVIEW_ROWS = 5;

type Planned = { row: number; data: SellerCreate; existing?: SellerRow };

/** What a row changes on a seller matched by e-mail; empty cells never erase what the seller has. */
function changesOf(existing: SellerRow, data: SellerCreate) {
  const changes: Partial<Pick<SellerRow, 'first_name' | 'last_name' | 'phone' | 'bank_account_number'>> = {};
  if (data.firstName !== existing.first_name) changes.first_name = data.firstName;
  if (data.lastName !== existing.last_name) changes.last_name = data.lastName;
  if (data.phoneNumber !== existing.phone) changes.phone = data.phoneNumber;
  if (data.bankAccountNumber && data.bankAccountNumber !== existing.bank_account_number)
    changes.bank_account_number = data.bankAccountNumber;
  return changes;
}

/** Each row checked by the same schema as the seller form, with its messages; the first problem of each field. */
function validate(
  table: CsvTable,
  fields: Array<string | undefined>,
  invalid: ImportRowError[],
): Array<{ row: number; data: SellerCreate }> {
  const valid: Array<{ row: number; data: SellerCreate }> = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of table.rows) {
    const input: Record<string, string> = {};
    fields.forEach((key, i) => {
      if (key) input[key] = cells[i] ?? '';
    });
    const parsed = sellerCreateSchema.safeParse(input);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!seen.has(field)) invalid.push({ row, field, message: issue.message });
        seen.add(field);
      }
      continue;
    }
    const first = firstRowOf.get(parsed.data.email);
    if (first !== undefined) {
      invalid.push({ row, field: 'email', message: IMPORT_MESSAGES.duplicateInFile(first) });
      continue;
    }
    firstRowOf.set(parsed.data.email, row);
    valid.push({ row, data: parsed.data });
  }
  return valid;
}

/**
 * Matches a page of rows to the organization's sellers by e-mail; an e-mail of a coworker here is the row's
 * error. An e-mail of a person in another organization only becomes a new seller here, a membership of that
 * person, as when staff create one (issue 25).
 */
async function plan(
  db: Db,
  orgId: string,
  page: Array<{ row: number; data: SellerCreate }>,
  invalid: ImportRowError[],
): Promise<Planned[]> {
  const accounts = await findOrgAccountsByEmails(
    db,
    orgId,
    page.map((p) => p.data.email),
  );
  const accountOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
  const sellers = await findSellersByIds(
    db,
    orgId,
    accounts.filter((a) => a.org_id === orgId && a.role === 'seller' && a.seller_id).map((a) => a.seller_id!),
  );
  const sellerOf = new Map(sellers.map((s) => [s.id, s]));
  const planned: Planned[] = [];
  for (const item of page) {
    const account = accountOf.get(item.data.email);
    const existing = account?.seller_id ? sellerOf.get(account.seller_id) : undefined;
    if (account && !existing) invalid.push({ row: item.row, field: 'email', message: emailTaken(orgId, account).message });
    else planned.push({ ...item, existing });
  }
  return planned;
}

/**
 * Imports sellers from a CSV table: new e-mails become sellers with a login and an invite (as staff create
 * them), known e-mails update their seller, each row all or nothing (a savepoint each), so running the same
 * file twice changes nothing the second time. A dry run checks everything and writes nothing.
 */
export async function importSellers(db: Db, orgId: string, table: CsvTable, opts: ImportOptions): Promise<ImportResult> {
  const fields = mapImportColumns(table.headers, SELLER_IMPORT_FIELDS, opts.mapping);
  const base = {
    rows: table.rows.length,
    columns: table.headers.map((name, i) => ({ name, field: fields[i] ?? null })),
    preview: table.rows.slice(0, PREVIEW_ROWS).map((r) => r.cells),
  };
  const missing = SELLER_IMPORT_FIELDS.filter((f) => f.required && !fields.includes(f.key));
  // The screen's mapping step starts from this answer, so a missing column is reported, not thrown.
  if (missing.length > 0)
    return {
      ...base,
      valid: 0,
      created: 0,
      updated: 0,
      invalid: missing.map((f) => ({ row: 1, field: f.key, message: IMPORT_MESSAGES.missingColumn(f.label) })),
    };
  if (table.rows.length === 0) throw AppError.invalid(IMPORT_MESSAGES.noRows);

  const invalid: ImportRowError[] = [];
  const checked = validate(table, fields, invalid);
  let [valid, created, updated] = [0, 0, 0];
  for (let start = 0; start < checked.length; start += PAGE) {
    const planned = await plan(db, orgId, checked.slice(start, start + PAGE), invalid);
    if (opts.dryRun) {
      valid += planned.length;
      created += planned.filter((p) => !p.existing).length;
      updated += planned.filter((p) => p.existing && Object.keys(changesOf(p.existing, p.data)).length > 0).length;
      continue;
    }
    await withTransaction(db, async (trx) => {
      const fresh = planned.filter((p) => !p.existing);
      // New sellers in one savepoint of a few multi-row statements; should one row fail there (another import
      // or a staff member took its e-mail since the check), the page's new rows go again one savepoint each.
      let rowByRow: Planned[] = planned;
      try {
        await trx.transaction((savepoint) =>
          insertSellersWithLogins(
            savepoint,
            orgId,
            fresh.map((p) => p.data),
          ),
        );
        [valid, created] = [valid + fresh.length, created + fresh.length];
        rowByRow = planned.filter((p) => p.existing);
      } catch (err) {
        if (pgErrorCode(err) !== '23505') throw err;
      }
      for (const { row, data, existing } of rowByRow) {
        try {
          await trx.transaction(async (savepoint) => {
            if (!existing) {
              await insertSellerWithLogin(savepoint, orgId, data);
              created++;
              return;
            }
            const changes = changesOf(existing, data);
            if (Object.keys(changes).length === 0) return;
            await writeSellerChanges(savepoint, orgId, existing.id, changes);
            updated++;
          });
          valid++;
        } catch (err) {
          // Another import or a staff member made this e-mail a member here since the check: this row only.
          if (pgErrorCode(err) !== '23505') throw err;
          invalid.push({ row, field: 'email', message: emailTaken(orgId, { org_id: orgId, role: 'seller' }).message });
        }
      }
    });
    await opts.onProgress?.(Math.round((Math.min(start + PAGE, checked.length) / checked.length) * 100));
  }
  invalid.sort((a, b) => a.row - b.row);
  return { ...base, valid, invalid, created, updated };
}
