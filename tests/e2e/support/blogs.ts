import type { APIRequestContext } from '@playwright/test';

/** The id of a category a blog can be filed under (any but 'All'). */
export async function categoryId(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/api/categories')).json()) as {
    data: { category_id: number; category: string }[];
  };
  return body.data.find((c) => c.category !== 'All')!.category_id;
}

/**
 * A complete blog, dated before the demo articles: the ones tests publish never become
 * the newest on /insights or in Most Recent Blogs, which other tests look at.
 */
export function pastBlogBody(category: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    brief_paragraph: `A brief of ${title}.`,
    blog_image: '/demo/blogs/blog-1.webp',
    published_date: '2024-01-15',
    metaTitle: '',
    metaDescription: '',
    canonicalLink: '',
    category,
    blogs_content: [{ heading: 'Why it matters', paragraph: `<p>${title} explained.</p>` }],
    ...extra,
  };
}
