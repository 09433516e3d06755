import { Spinner } from '@/components/ui/spinner';
import { copyFor } from '@/content/editions';

export default function Loading() {
  return <Spinner label={copyFor('ar').ui.blogPage.loading} minHeight={600} />;
}
