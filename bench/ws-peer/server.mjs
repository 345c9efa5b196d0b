// The Node.js peer of Aurum's /api/ws fan-out, for scripts/bench-market.sh: an HTTP server that
// accepts the same upgrade and, once per tick, pushes the same body to every client with `ws`
// (the common Node.js way: one shared string, `client.send` per open socket). The body is a tick
// message Aurum sent (a file written by `ws_fanout_bench --sample`), with `seq`, `createdAtUs` and
// `publishedAtUs` replaced by this process's own counter and clock, so ws_fanout_bench measures
// it exactly as it measures Aurum (from the tick's creation to its arrival).
//
//   node server.mjs --port 8090 --tick-ms 1000 --sample tick.json
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { WebSocketServer } from 'ws';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, v, i, all) => (i % 2 ? pairs : [...pairs, [v.replace(/^--/, ''), all[i + 1]]]), []),
);
const port = Number(args.port ?? 8090);
const tickMs = Number(args['tick-ms'] ?? 1000);
const sample = args.sample
  ? readFileSync(args.sample, 'utf8').trim()
  : '{"type":"tick","seq":0,"createdAtUs":0,"publishedAtUs":0,"simulated":true,"exchange":"Aurum Simulated","ticks":[]}';

// Wall-clock microseconds, as Aurum's createdAtUs (the client compares it with its own clock).
const origin = BigInt(Date.now()) * 1000n - process.hrtime.bigint() / 1000n;
const nowUs = () => origin + process.hrtime.bigint() / 1000n;

let seq = 0;
function message(type) {
  const t = nowUs();
  return sample
    .replace(/"type":"[a-z]+"/, `"type":"${type}"`)
    .replace(/"seq":\d+/, `"seq":${seq}`)
    .replace(/"createdAtUs":\d+/, `"createdAtUs":${t}`)
    .replace(/"publishedAtUs":\d+/, `"publishedAtUs":${t}`);
}

const http = createServer((req, res) => {
  res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'text/plain' });
  res.end(req.url === '/healthz' ? 'ok' : 'not found');
});
const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false });
http.on('upgrade', (req, socket, head) => {
  if (req.url.split('?')[0] !== '/api/ws') return socket.destroy();
  wss.handleUpgrade(req, socket, head, (ws) => {
    ws.on('error', () => {});
    ws.send(message('snapshot'));
  });
});

setInterval(() => {
  ++seq;
  const body = message('tick');
  for (const ws of wss.clients) if (ws.readyState === 1) ws.send(body);
}, tickMs);

http.listen({ port, host: '127.0.0.1', backlog: 4096 }, () => {
  console.log(`ws peer on http://127.0.0.1:${port}/api/ws, one tick per ${tickMs} ms, ${sample.length} B`);
});
