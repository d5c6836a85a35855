import { ImageResponse } from 'next/og';
import { site } from '@/lib/site';

export const alt = site.title;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: '#1f7a4d',
        color: 'white',
      }}
    >
      <div style={{ fontSize: 40, opacity: 0.9 }}>{site.name}</div>
      <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.1, marginTop: 24 }}>Weight Loss Up to 10kg in 45 Days</div>
      <div style={{ fontSize: 34, marginTop: 32, opacity: 0.9 }}>
        Personalised workouts · Nutrition guidance · WhatsApp support
      </div>
    </div>,
    size,
  );
}
