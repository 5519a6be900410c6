import WebSocket from 'ws';

/**
 * A STOMP 1.2 subscriber written from the protocol, as cheap per message as the ceiling's raw
 * client: CONNECT, SUBSCRIBE to each destination (the last with a receipt), then each MESSAGE's
 * body handed over as text. The fan-out bench runs hundreds of subscribers in its one process;
 * @stomp/stompjs spends ~40 µs of CPU per message there (byte-wise parsing, a debug string of each
 * frame), against ~11 µs for the ceiling's raw client, so with it the bench timed itself.
 */
export function subscribeLight(
  url: string,
  headers: Record<string, string>,
  destinations: string[],
  onBody: (body: string) => void,
): Promise<{ close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp'], { headers });
    const send = (command: string, frameHeaders: Record<string, string>) =>
      socket.send(
        `${command}\n${Object.entries(frameHeaders)
          .map(([k, v]) => `${k}:${v}\n`)
          .join('')}\n\0`,
      );
    const close = () =>
      new Promise<void>((done) => {
        socket.once('close', () => done());
        socket.close();
      });
    socket.once('open', () =>
      send('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'heart-beat': '0,0' }),
    );
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      const command = text.slice(0, text.indexOf('\n'));
      if (command === 'MESSAGE') {
        onBody(text.slice(text.indexOf('\n\n') + 2, text.lastIndexOf('\0')));
      } else if (command === 'CONNECTED') {
        destinations.forEach((destination, i) =>
          send('SUBSCRIBE', {
            id: `sub-${i}`,
            destination,
            ...(i === destinations.length - 1 ? { receipt: 'ready' } : {}),
          }),
        );
      } else if (command === 'RECEIPT') {
        resolve({ close });
      } else if (command === 'ERROR') {
        reject(new Error(text));
      }
    });
    socket.once('close', (code) => reject(new Error(`socket closed before subscribing (${code})`)));
    socket.once('error', reject);
  });
}
