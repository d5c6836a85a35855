import { headers } from 'next/headers';

// Rendered for each request, as every signed-in page is, with nothing else to do.
export default async function DynamicPage() {
  const agent = (await headers()).get('user-agent') ?? 'unknown';
  return (
    <main>
      <h1>Floor</h1>
      <p>A Next.js page rendered for each request ({agent.length} characters of user agent).</p>
    </main>
  );
}
