/** The receipt's column, on screen and on paper. */
export function ReceiptColumn({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      {children}
    </main>
  );
}
