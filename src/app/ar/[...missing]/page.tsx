import { notFound } from 'next/navigation';

// Any deeper /ar address no route takes: the Arabic not-found page, in the Arabic document.
export default function Missing() {
  notFound();
}
