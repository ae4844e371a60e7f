import { PARIS_TIME_ZONE } from '@consign/contracts';
import type { Knex } from 'knex';

/**
 * Keeps rows whose instant falls on the Paris days `from` to `to` (yyyy-MM-dd, both included, either may be
 * missing): the days a shop means (SPEC §9), whatever zone Postgres runs in. The bounds are instants, so an
 * index on the column serves the range.
 */
export function whereOnParisDays<Q extends Knex.QueryBuilder>(q: Q, column: string, days: { from?: string; to?: string }): Q {
  if (days.from) q.whereRaw(`?? >= (?::date)::timestamp AT TIME ZONE ?`, [column, days.from, PARIS_TIME_ZONE]);
  if (days.to) q.whereRaw(`?? < (?::date + 1)::timestamp AT TIME ZONE ?`, [column, days.to, PARIS_TIME_ZONE]);
  return q;
}
