/**
 * The modes migration on a database that already has merchants (docs/providers.md#modes): each
 * existing merchant row becomes its account's test row, keeping its id, code and everything hung
 * off it, and gains a live row with the same business profile and a code of its own.
 */
import { expect, it } from 'vitest';
import { migratedBefore } from './migration-helpers';

it('turns existing merchants into test rows with a live twin each', async () => {
  const database = await migratedBefore(11);
  const { pg } = database;
  await pg.exec(`insert into merchants (id, business_name, logo_url, primary_color, secondary_color, time_zone, merchant_code, created_at)
    values ('mer_OLD1', 'Old Shop', '/api/public/logos/mer_OLD1?v=1', '#112233', '#445566', 'Africa/Lagos', 'MLP-OLD001', now())`);
  await database.migrateRest();

  const { rows } = await pg.query<Record<string, unknown>>(
    `select id, account_id, mode, business_name, logo_url, primary_color, time_zone, merchant_code
     from merchants order by mode desc`,
  );
  expect(rows).toEqual([
    {
      id: 'mer_OLD1',
      account_id: 'mer_OLD1',
      mode: 'test',
      business_name: 'Old Shop',
      logo_url: '/api/public/logos/mer_OLD1?v=1',
      primary_color: '#112233',
      time_zone: 'Africa/Lagos',
      merchant_code: 'MLP-OLD001',
    },
    {
      id: expect.stringMatching(/^mer_[0-9A-F]{26}$/),
      account_id: 'mer_OLD1',
      mode: 'live',
      business_name: 'Old Shop',
      logo_url: '/api/public/logos/mer_OLD1?v=1',
      primary_color: '#112233',
      time_zone: 'Africa/Lagos',
      merchant_code: expect.stringMatching(/^MLP-[0-9A-F]{6}$/),
    },
  ]);
  await database.close();
});
