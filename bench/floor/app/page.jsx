export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A Next.js page with one heading and one paragraph, prerendered at build time.</p>
    </main>
  );
}
