import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyBody } from '@/components/site/case-study/case-study-detail';
import { pictureOf } from '@/components/site/media/picture';
import { truncate } from '@/lib/constants';
import { pageMetadata } from '@/server/seo/metadata';
import { getCaseStudyById } from '@/server/public-data';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const study = await getCaseStudyById(id);
  if (!study) return {};
  const title = study.heroHeading || 'Case study';
  // A share card shows the title beside the picture: the title stands in for a missing alt.
  const banner = pictureOf(study.media, study.bannerImage);
  return pageMetadata({
    title,
    description: truncate(
      study.industryText || study.sec1Para || `A case study by Nexa Digital: ${title}.`,
      155,
    ),
    path: `/casestudy/${study._id}`,
    previewing: study.previewing,
    image: banner.src,
    imageAlt: banner.alt || title,
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const { id } = await params;
  const study = await getCaseStudyById(id);
  if (!study) notFound();
  return <CaseStudyBody study={study} />;
}
