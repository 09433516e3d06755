import { connection } from 'next/server';
import { listBlogs } from '@/server/blogs/blogs';
import { getDb } from '@/server/db';
import { homeHero } from '@/content/home';

// Placeholder home until the public-site issue: proves the shell and the data layer.
export default async function HomePage() {
  await connection();
  const blogs = await listBlogs(await getDb(), 3);
  return (
    <div className="container">
      <h1>{homeHero.headline}</h1>
      <ul>
        {blogs.map((blog) => (
          <li key={blog.blog_id}>{blog.title}</li>
        ))}
      </ul>
    </div>
  );
}
