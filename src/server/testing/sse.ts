/** Reads Server-Sent Events from a streaming response until one of the given type arrives. */
export async function nextEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  type: string,
  timeoutMs = 10_000,
): Promise<{ event: string; data: string }> {
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      if (event === type) return { event, data };
    }
  }
  throw new Error(`no "${type}" event within ${timeoutMs} ms`);
}
