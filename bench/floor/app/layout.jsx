// The framework's floor for `npm run bench`: a Next app with nothing in it, measured beside ours.
export const metadata = { title: 'Floor', description: 'A Next.js page with nothing in it.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
