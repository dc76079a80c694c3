import { describe, expect, it } from 'vitest';
import { OutageReport } from '../src/indexer/retry-with-backoff';
import { openTestDatabase } from './support/test-databases';

describe("the indexer's outage report", () => {
  it("logs the database's own error, not the failed statement with all its parameters", async () => {
    const database = await openTestDatabase('pglite');
    let failure: unknown;
    try {
      await database.db.execute(`INSERT INTO indexed_blocks (chain_id) VALUES (${'1,'.repeat(2000)}1)`);
    } catch (error) {
      failure = error;
    } finally {
      await database.close();
    }
    const warnings: object[] = [];
    const report = new OutageReport(
      { info: () => {}, warn: (details) => warnings.push(details), error: () => {} },
      { chainId: 31337 },
      'indexing chain 31337',
    );
    report.failed(failure);
    report.failed(failure);
    expect(warnings).toHaveLength(1);
    const { reason } = warnings[0] as { reason: string };
    expect(reason).not.toContain('INSERT INTO');
    expect(reason).toMatch(/column|values|expressions/i);
  });
});
