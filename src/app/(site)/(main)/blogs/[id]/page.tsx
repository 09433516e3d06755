import { BlogSections, blogMetadata } from '@/components/site/pages/blog';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = async ({ params }: Props) => blogMetadata('en', (await params).id);

export default async function BlogPage({ params }: Props) {
  return <BlogSections locale="en" slug={(await params).id} />;
}
