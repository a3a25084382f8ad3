// Regenerates the demo catalogue's live session recording (apps/server/src/cli/demo/assets/recording.webm): a
// 2-second, 160×90 VP8 WebM of an animated canvas, recorded by Chromium's MediaRecorder. The server's video upload
// tests upload it too. Run from the repository root: node scripts/make-demo-recording.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const OUTPUT = new URL('../apps/server/src/cli/demo/assets/recording.webm', import.meta.url);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    document.body.append(canvas);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 100_000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const started = performance.now();
    let frame = 0;
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      context.fillStyle = '#1e3a8a';
      context.fillRect(0, 0, 160, 90);
      context.fillStyle = '#facc15';
      context.beginPath();
      context.arc(20 + ((t * 60) % 120), 45, 14, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#ffffff';
      context.font = '12px sans-serif';
      context.fillText(`Questline ${(frame++ % 100).toString().padStart(2, '0')}`, 8, 16);
    };
    draw();
    recorder.start(250);
    const timer = setInterval(draw, 1000 / 15);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    clearInterval(timer);
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const bytes = Buffer.from(base64, 'base64');
  await writeFile(OUTPUT, bytes);
  console.log(`wrote ${OUTPUT.pathname} (${bytes.length} bytes)`);
} finally {
  await browser.close();
}
