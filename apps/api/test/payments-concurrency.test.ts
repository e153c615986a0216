import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoTokens } from './support/agreement-flow';
import { call, demoTokens } from './support/calls';
import { type ApprovedOff, approvedOffAscertainments } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Paid at most once, whatever the concurrency (docs/domain.md "Payments"): many generations of
 * the same competence at once on a real PostgreSQL server leave one item per ascertainment line
 * and payer, and no line's items above its to-pay.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('payments generated concurrently', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let data: ApprovedOff;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    data = await approvedOffAscertainments(t, tokens, ['300041', '300042', '300043']);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps one item per line and payer when ten generations race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, '/api/pagamento/gerarPagamentos', { competence: data.competence }, { token: tokens.admin }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const items = answers
      .filter((answer) => answer.statusCode === 200)
      .reduce((total, answer) => total + (answer.json() as { items: number }).items, 0);
    expect(items).toBe(3);
    const rows =
      await t.database.db.execute(sql`select i.ascertainment_line_id as line, count(*)::int as items,
        sum(i.amount)::text as paid, a.to_pay::text as "toPay", a.allocated::text as allocated
      from payment_items i join payment_line_allocations a on a.ascertainment_line_id = i.ascertainment_line_id
      where i.active group by i.ascertainment_line_id, a.to_pay, a.allocated`);
    const lines = (
      rows as unknown as { rows: { items: number; paid: string; toPay: string; allocated: string }[] }
    ).rows;
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.items).toBe(1);
      expect(line.paid).toBe(line.allocated);
      expect(line.paid).toBe(line.toPay);
    }
  });

  it('keeps one active item when two writers insert the same line and payer at once', async () => {
    const { db } = t.database;
    const insert = () =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`update payment_items set active = false where id = (select min(id) from payment_items)`,
        );
        await tx.execute(sql`insert into payment_items (group_id, position, ascertainment_id, ascertainment_line_id,
            agreement_id, economic_group, payer_code, segment_type, calculated, amount, due_date)
          select group_id, 50, ascertainment_id, ascertainment_line_id, agreement_id, economic_group, payer_code,
            segment_type, calculated, amount, due_date from payment_items where id = (select min(id) from payment_items)`);
      });
    const outcomes = await Promise.allSettled([insert(), insert(), insert()]);
    const rows = await db.execute(sql`select count(*)::int as active from payment_items
      where active and ascertainment_line_id = (select ascertainment_line_id from payment_items order by id limit 1)`);
    expect((rows as unknown as { rows: { active: number }[] }).rows[0]?.active).toBe(1);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
  });
});
