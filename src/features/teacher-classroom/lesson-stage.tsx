import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Slide } from './lesson-slides';

/** One slide of a lesson, sized to fill the stage it is given (the projector in class). */
export function LessonStage({ slide }: { slide: Slide }) {
  if (slide.kind === 'cover') {
    return (
      <div style={{ ...centre, flexDirection: 'column', textAlign: 'center' }}>
        <div style={{ fontSize: 'clamp(32px, 5vw, 64px)', fontWeight: 700, color: '#fff' }}>{slide.title}</div>
        {slide.subtitle ? <div style={{ fontSize: 'clamp(16px, 2vw, 28px)', color: '#bae6fd', marginTop: 16 }}>{slide.subtitle}</div> : null}
      </div>
    );
  }
  if (slide.kind === 'text') {
    return (
      <div style={{ padding: '4vh 6vw', height: '100%', overflow: 'auto' }}>
        <div style={{ fontSize: 'clamp(16px, 1.6vw, 22px)', color: '#7dd3fc', marginBottom: 24 }}>{slide.heading}</div>
        <div style={{ fontSize: 'clamp(22px, 2.6vw, 40px)', lineHeight: 1.6, color: '#f8fafc', whiteSpace: 'pre-wrap' }}>{slide.text}</div>
      </div>
    );
  }
  if (slide.kind === 'video') {
    return (
      <div style={centre}>
        <video src={slide.src} controls style={{ maxWidth: '100%', maxHeight: '100%', borderRadius: 12, background: '#000' }} />
      </div>
    );
  }
  if (slide.format === 'pdf') return <iframe title="课件" src={slide.src} style={{ width: '100%', height: '100%', border: 0, background: '#fff' }} />;
  if (slide.format === 'image') {
    return (
      <div style={centre}>
        <img src={slide.src} alt="课件" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      </div>
    );
  }
  return (
    <div style={{ ...centre, flexDirection: 'column', color: '#e2e8f0', fontSize: 20, gap: 16 }}>
      <div>这份课件需要用演示软件打开</div>
      <Button type="primary" size="large" icon={<DownloadOutlined />} href={slide.src} target="_blank">下载课件</Button>
    </div>
  );
}

const centre = { display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', padding: 24 } as const;
