import { Worker } from 'node:worker_threads';

// The worker that reads PDFs (pdf-text.worker.mjs): one per process, started on first use, replaced
// when a PDF takes longer than TIMEOUT_MS (a crafted file can make a parser spin).

const TIMEOUT_MS = 15_000;
type Pending = { resolve(text: string): void; reject(error: Error): void; timer: NodeJS.Timeout };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function start(): Worker {
  const started = new Worker(new URL('./pdf-text.worker.mjs', import.meta.url));
  started.unref();
  started.on('message', ({ id, text, error }: { id: number; text?: string; error?: string }) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    if (error !== undefined) waiting.reject(new Error(`PDF text: ${error}`));
    else waiting.resolve(text ?? '');
  });
  started.on('error', (error) => stop(error));
  started.on('exit', () => {
    if (worker === started) worker = null;
  });
  return started;
}

/** Ends the worker, failing what it was reading. */
function stop(error: Error) {
  const current = worker;
  worker = null;
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer);
    waiting.reject(error);
    pending.delete(id);
  }
  void current?.terminate();
}

/** The text of a PDF, in reading order, spaces collapsed; rejects for a file PDF.js cannot read. */
export function extractPdfText(bytes: Uint8Array): Promise<string> {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stop(new Error('PDF text: took too long')), TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    // A copy the worker owns: the caller's buffer stays usable.
    const copy = bytes.slice();
    worker!.postMessage({ id, bytes: copy }, [copy.buffer]);
  });
}

/** For a clean exit (tests, shutdown). */
export async function closePdfText() {
  const current = worker;
  worker = null;
  await current?.terminate();
}
