// CSV downloads are named after the day on the app's injected clock, never the machine's: moving the test clock
// across midnight changes the investor report's file name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { MINUTE } from '../support/manual-clock';

describe.each(testDatabases())('CSV file names on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  it("names the investor report after the clock's UTC day", async () => {
    h.clock.set(new Date('2031-03-14T23:58:00Z'));
    const viewer = await h.createAdmin({ permissions: ['investors.view'] });
    const session = await h.signIn(viewer.email, viewer.password);
    const download = () =>
      h.call(endpoints.investorReport, { session, rawPath: '/api/auth/v1/investors/report?format=csv' });
    const before = await download();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['content-disposition']).toBe('attachment; filename="investors-2031-03-14.csv"');
    h.clock.advance(3 * MINUTE);
    expect((await download()).headers['content-disposition']).toBe('attachment; filename="investors-2031-03-15.csv"');
  });
});
