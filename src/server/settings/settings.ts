import 'server-only';
import type { Db } from '../db/types';

// Site-wide settings that administrators change from the admin (a key per setting,
// its value as JSON). Read on every staff request; the table holds a few rows.

export interface SiteSettings {
  /** Every staff account must sign in with a second factor. */
  requireTwoFactor: boolean;
}

const DEFAULTS: SiteSettings = { requireTwoFactor: false };

export async function getSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('settings').selectAll().execute();
  const stored = Object.fromEntries(
    rows.filter((row) => row.key in DEFAULTS).map((row) => [row.key, JSON.parse(row.value)]),
  );
  return { ...DEFAULTS, ...stored };
}

/** Saves the given settings; answers the names of those that changed. */
export async function updateSettings(db: Db, changes: Partial<SiteSettings>): Promise<string[]> {
  const current = await getSettings(db);
  const changed = (Object.keys(changes) as (keyof SiteSettings)[]).filter(
    (key) => changes[key] !== undefined && changes[key] !== current[key],
  );
  for (const key of changed) {
    const value = JSON.stringify(changes[key]);
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
  return changed;
}
