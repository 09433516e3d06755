import { CaseStudyRest, caseStudyMetadata } from '@/components/site/pages/case-study';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = async ({ params }: Props) =>
  caseStudyMetadata('ar', decodeURIComponent((await params).id));

export default async function Page({ params }: Props) {
  return <CaseStudyRest locale="ar" id={decodeURIComponent((await params).id)} />;
}
