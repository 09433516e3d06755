import { CaseStudyRest, caseStudyMetadata } from '@/components/site/pages/case-study';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = async ({ params }: Props) =>
  caseStudyMetadata('en', (await params).id);

export default async function CaseStudyPage({ params }: Props) {
  return <CaseStudyRest locale="en" id={(await params).id} />;
}
