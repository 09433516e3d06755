import '../support/env';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogSchema } from '@/lib/schemas/blog';
import type { BlogInput } from '@/server/blogs/blogs';
import { createBackup } from '@/server/backup/backup';
import { localMediaStore } from '@/server/backup/media';
import { restoreBackup } from '@/server/backup/restore';
import { directoryStore, resolveBackup } from '@/server/backup/store';
import { createCategories, listCategories } from '@/server/categories/categories';
import { blogType } from '@/server/editorial/content-types';
import { listRevisions } from '@/server/editorial/revisions';
import { saveContent } from '@/server/editorial/save';
import { readTranslated, saveTranslation } from '@/server/translations/save';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
import { DomainError } from '@/server/errors';
import { blogPayload } from '../support/fixtures';
import { pointDbAt } from '../support/harness';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';
import { blogTranslationPayload } from '../support/translation-fixtures';

// Backups carry the translations (issue 29): content_translations is backed up with the
// other tables and restored on either engine, with each translation's revisions and its
// unique Arabic slug still enforced after the restore.

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const quietly = () => {};

describe.each(testEngines)('translations in a backup restored to %s', (engine) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let folder: string;
  let blogId: number;
  const slug = 'نسخة-احتياطية';

  beforeAll(async () => {
    source = await createTestDatabase('sqlite');
    pointDbAt(source);
    await createCategories(source.db, ['All', 'Web']);
    const categoryId = (await listCategories(source.db)).find(
      (c) => c.category === 'Web',
    )!.category_id;
    const { after } = await saveContent(source.db, blogType, undefined, {
      input: blogSchema.parse(blogPayload(categoryId, { slug_url: 'backed-up' })) as BlogInput,
      publication: {},
      author: 'Backup',
    });
    blogId = after.blog_id;
    await saveTranslation(source.db, TRANSLATION_TYPES.blog, blogId, 'ar', {
      input: TRANSLATION_TYPES.blog.schema.parse(
        blogTranslationPayload({ slug_url: slug }),
      ) as Record<string, unknown>,
      publication: {},
      author: 'Backup',
    });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-translation-backup-'));
    await createBackup(
      { handle: source, config: source.config, media: localMediaStore(source.config.dataDir) },
      directoryStore(folder),
      { log: quietly },
    );
    target = await createTestDatabase(engine, { migrate: false });
    await restoreBackup(
      await resolveBackup(directoryStore(folder)),
      { handle: target, media: localMediaStore(target.config.dataDir) },
      { log: quietly },
    );
    pointDbAt(target);
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('holds the translations and restores them with their revisions', async () => {
    const manifest = JSON.parse(
      fs
        .readdirSync(folder)
        .map((name) => fs.readFileSync(path.join(folder, name, 'manifest.json'), 'utf8'))[0]!,
    ) as { tables: Record<string, { rows: number }> };
    expect(manifest.tables.content_translations).toMatchObject({ rows: 1 });

    const restored = await readTranslated(target.db, TRANSLATION_TYPES.blog, blogId, 'ar');
    const original = await readTranslated(source.db, TRANSLATION_TYPES.blog, blogId, 'ar');
    expect(restored).toEqual(original);
    expect(restored!.translated).toMatchObject({
      slug_url: slug,
      status: 'published',
      locale: 'ar',
    });
    expect(await listRevisions(target.db, 'blog', String(blogId), 'ar')).toEqual(
      await listRevisions(source.db, 'blog', String(blogId), 'ar'),
    );
  });

  it('still refuses a second translation at a taken Arabic slug after the restore', async () => {
    // A new blog in the restored database, in the category restored with it.
    const categoryId = (await listCategories(target.db)).find(
      (c) => c.category === 'Web',
    )!.category_id;
    const { after } = await saveContent(target.db, blogType, undefined, {
      input: blogSchema.parse(blogPayload(categoryId, { slug_url: 'after-restore' })) as BlogInput,
      publication: {},
      author: 'Backup',
    });
    const taken = saveTranslation(target.db, TRANSLATION_TYPES.blog, after.blog_id, 'ar', {
      input: TRANSLATION_TYPES.blog.schema.parse(
        blogTranslationPayload({ slug_url: slug }),
      ) as Record<string, unknown>,
      publication: {},
      author: 'Backup',
    });
    await expect(taken).rejects.toThrow(DomainError);
    await expect(taken).rejects.toMatchObject({ code: 'conflict' });
  });
});
