import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';

/**
 * 'My check-in code': today's signed token as a QR for the coach's camera, and its six
 * characters below it to read out or type.
 */
export async function CheckInCode({ token, code }: { token: string; code: string }) {
  // The library draws the SVG from our own token: no markup of anyone else's goes in.
  const t = await getTranslations('batches.checkIn');
  const svg = await QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { light: '#ffffffff' } });
  return (
    <section aria-labelledby="check-in-title" className="grid justify-items-center gap-2 rounded-lg border p-4 text-center">
      <h3 id="check-in-title" className="font-semibold">
        {t('title')}
      </h3>
      <div
        role="img"
        aria-label={t('qr')}
        className="size-48 bg-white p-1 [&_svg]:size-full"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className="font-mono text-2xl font-bold tracking-[0.3em]" aria-label={t('code', { code: code.split('').join(' ') })}>
        {code}
      </p>
      <p className="text-sm text-muted-foreground">{t('show')}</p>
    </section>
  );
}
