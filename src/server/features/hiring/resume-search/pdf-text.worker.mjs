// Reads the text of a PDF in a worker thread: PDF.js parses on the thread it runs
// on, and a resume of a few megabytes must not hold up the server's requests. Plain JavaScript so that
// it starts the same under Node, tsx and the test runner.
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

/** Pages read: a resume is a few; a PDF of thousands of pages is not one. */
const MAX_PAGES = 20;
/** Characters kept: enough for any resume, bounded for the index. */
const MAX_CHARS = 100_000;

parentPort.on('message', async ({ id, bytes }) => {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      maxImageSize: 0,
      disableFontFace: true,
      verbosity: 0,
    });
    try {
      const pages = Math.min(pdf.numPages, MAX_PAGES);
      const texts = [];
      for (let n = 1; n <= pages; n++) {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      }
      parentPort.postMessage({ id, text: texts.join('\n').replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS) });
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
