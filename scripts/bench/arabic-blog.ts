// The Arabic edition's blog for the benchmarks (issue 29). A fresh install publishes the
// demo blogs' Arabic translations (src/server/db/seed-data-ar), the bench blog's included,
// and that one is measured. A data folder seeded before them has none: a benchmark that
// compares an English blog with its Arabic counterpart then publishes one first, through
// the API as an editor would (PUT /blog/{id}?locale=ar). Its text is a full translation of
// the bench blog (the newest demo blog, "Arabic SEO Mistakes That Cost You Traffic"), with
// as many sections as the English one, so the two pages carry comparable content.

/** The staff account the benchmarks sign in with (made by the start on a fresh database). */
export const BENCH_ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench@agency.test',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'Bench-staff-2026',
};

/** The server's environment that creates the bench account on a fresh database. */
export const benchAdminEnv = () => ({
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
});

export async function benchStaffHeaders(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok)
    throw new Error(`signing in as ${BENCH_ADMIN.email} answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

const ARABIC_BLOG = {
  status: 'published',
  title: 'أخطاء السيو العربي التي تُفقدك الزيارات',
  slug_url: 'أخطاء-السيو-العربي',
  brief_paragraph:
    'تترجم شركات كثيرة في الإمارات مواقعها إلى العربية وتنتظر أن تتصدّر نتائج البحث. لكن الباحث العربي يستخدم كلمات ولهجات وطرق كتابة مختلفة، وكثيراً ما تُخفي الأخطاء التقنية الصفحات العربية عن Google تماماً. إليك أكثر أخطاء السيو العربي شيوعاً في عمليات التدقيق التي نجريها، مع طرق عملية لإصلاح كل منها.',
  metaTitle: 'أخطاء السيو العربي التي تُفقدك الزيارات',
  metaDescription:
    'أخطاء شائعة في السيو العربي لمواقع الإمارات، من الترجمة الحرفية للكلمات المفتاحية إلى غياب وسوم hreflang، وخطوات عملية لإصلاحها وزيادة الزيارات.',
  blogs_content: [
    {
      heading: 'ترجمة الكلمات المفتاحية بدل البحث عنها',
      paragraph:
        '<p>المقابل العربي لكلمتك المفتاحية بالإنجليزية ليس دائماً ما يكتبه الناس فعلاً. ابحث عن الكلمات العربية بشكل مستقل، بما في ذلك اختلافات الإملاء الشائعة والتعابير الخليجية الدارجة.</p>',
    },
    {
      heading: 'وسوم hreflang غائبة أو معطّلة',
      paragraph:
        '<p>تخبر وسوم hreflang محرّك Google أيّ الصفحات هي النسخة العربية وأيّها الإنجليزية. ومن دونها قد تظهر اللغة الخطأ في النتائج، أو لا تُفهرَس إحدى النسختين إطلاقاً.</p>',
    },
    {
      heading: 'المحتوى المترجَم آلياً',
      paragraph:
        '<p>الترجمة الآلية غير المحرَّرة ركيكة ونادراً ما تتصدّر النتائج. استثمر في كتّاب محتوى يكتبون بالعربية لمحركات البحث ولجمهورك في آنٍ واحد.</p>',
    },
    {
      heading: 'إهمال البيانات الوصفية والروابط العربية',
      paragraph:
        '<ul><li>اكتب عنواناً ووصفاً تعريفياً عربياً فريداً لكل صفحة</li><li>ترجم النص البديل للصور</li><li>حافظ على بنية روابط متّسقة بين اللغتين</li></ul><p>هل تحتاج إلى مساعدة؟ يراجع <a href="/ar/search-engine-optimization-services-dubai-uae">فريق السيو لدينا</a> المواقع العربية والإنجليزية جنباً إلى جنب.</p>',
    },
  ],
};

/**
 * Publishes the Arabic translation of the English blog at `englishSlug` and answers the
 * two pages' paths. A blog with a published translation already (a given data folder)
 * keeps it, and it is the one measured.
 */
export async function publishArabicBlog(
  origin: string,
  staff: Record<string, string>,
  englishSlug: string,
): Promise<{ english: string; arabic: string }> {
  const read = await fetch(`${origin}/blog/${encodeURIComponent(englishSlug)}`);
  if (!read.ok) throw new Error(`GET /blog/${englishSlug} answered ${read.status}`);
  const { data } = (await read.json()) as { data: { blog_id: number } };
  const english = `/blogs/${englishSlug}`;
  const existing = await fetch(`${origin}/blog/${data.blog_id}?locale=ar`);
  if (existing.ok) {
    const translation = (await existing.json()) as { data: { slug_url: string } };
    return { english, arabic: `/ar/blogs/${encodeURIComponent(translation.data.slug_url)}` };
  }
  const put = await fetch(`${origin}/blog/${data.blog_id}?locale=ar`, {
    method: 'PUT',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify(ARABIC_BLOG),
  });
  if (!put.ok)
    throw new Error(
      `PUT /blog/${data.blog_id}?locale=ar answered ${put.status}: ${await put.text()}`,
    );
  const saved = (await put.json()) as { data: { slug_url: string } };
  return { english, arabic: `/ar/blogs/${encodeURIComponent(saved.data.slug_url)}` };
}
