import { BlogSections, blogMetadata } from '@/components/site/pages/blog';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = async ({ params }: Props) =>
  blogMetadata('ar', decodeURIComponent((await params).id));

export default async function Page({ params }: Props) {
  return <BlogSections locale="ar" slug={decodeURIComponent((await params).id)} />;
}
