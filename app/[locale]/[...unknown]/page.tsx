import { notFound } from 'next/navigation';

// Catches every path no route claims, so the 404 can be logged with the path while
// app/not-found.tsx stays static (reading request headers there would make every page dynamic).
export default async function UnknownRoute({ params }: PageProps<'/[locale]/[...unknown]'>) {
  const { unknown } = await params;
  console.error('404 Error: User attempted to access non-existent route:', `/${unknown.join('/')}`);
  notFound();
}
