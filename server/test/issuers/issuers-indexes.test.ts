// Every issuer sort and the search run on an index (DESIGN §4): the repository's own SQL, explained with
// sequential scans disabled, names the index built for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER_SORT_FIELDS, type IssuerListQuery } from '@blck/contract';
import type { Queryable } from '../../src/db/client';
import { createIssuersRepository } from '../../src/modules/issuers/issuers.repository';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

const SORT_INDEXES: Record<IssuerListQuery['sort'], string> = {
  createdAt: 'issuers_created_at_idx',
  email: 'issuers_email_sort_idx',
  companyName: 'issuers_company_sort_idx',
  lastName: 'issuers_last_name_sort_idx',
};

describe.each(testDatabases())('issuer list indexes on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  /** The plans of the statements `list` sends, explained in a transaction that forbids sequential scans. */
  const plansOf = async (query: IssuerListQuery & { search?: string }) => {
    const sent: Array<{ sql: string; params: readonly unknown[] }> = [];
    const recorder: Queryable = {
      query: async <T>(sql: string, params: readonly unknown[] = []) => {
        sent.push({ sql, params });
        return (sql.includes('count(*)') ? [{ n: 0 }] : []) as T[];
      },
    };
    await createIssuersRepository().list(recorder, query);
    return h.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const plans: string[] = [];
      for (const { sql, params } of sent) {
        const rows = await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
        plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
      }
      return plans;
    });
  };

  it.each(ISSUER_SORT_FIELDS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'a page sorted by %s reads its sort index',
    async (sortAndOrder) => {
      const [sort, order] = sortAndOrder.split(' ') as [IssuerListQuery['sort'], 'asc' | 'desc'];
      const [page] = await plansOf({ page: 3, perPage: 10, sort, order });
      expect(page).toContain(SORT_INDEXES[sort]);
    },
  );

  it('a search and its count read the trigram index', async () => {
    const plans = await plansOf({ page: 0, perPage: 10, sort: 'createdAt', order: 'asc', search: 'acme' });
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan).toContain('issuers_search_trgm_idx');
  });
});
